import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122110034_core } from './Migration20261122110034_core.js';
import { Migration20261122110831_dashboard_users } from './Migration20261122110831_dashboard_users.js';
import { Migration20261122111001_consignee_journey } from './Migration20261122111001_consignee_journey.js';
import { Migration20261122111026_status_relays } from './Migration20261122111026_status_relays.js';
import { Migration20261122120100_tariff_line_context } from './Migration20261122120100_tariff_line_context.js';
import { Migration20261122120000_tariff_data } from './Migration20261122120000_tariff_data.js';

/**
 * Ordered list of migrations. Registered explicitly (not discovered by glob) so that they run the
 * same under tsx, vitest and a bundled build. New ones: `npx tsx scripts/create-migration.ts <name>`
 * (diffs the entities against a fresh database with all these applied), then add a line at the end.
 */
export const migrationsList: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261122110034_core', class: Migration20261122110034_core },
  { name: 'Migration20261122110831_dashboard_users', class: Migration20261122110831_dashboard_users },
  { name: 'Migration20261122111001_consignee_journey', class: Migration20261122111001_consignee_journey },
  { name: 'Migration20261122111026_status_relays', class: Migration20261122111026_status_relays },
  { name: 'Migration20261122120000_tariff_data', class: Migration20261122120000_tariff_data },
  { name: 'Migration20261122120100_tariff_line_context', class: Migration20261122120100_tariff_line_context },
];
