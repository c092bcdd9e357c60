import { Migration } from '@mikro-orm/migrations';

export class Migration20261122120100_tariff_line_context extends Migration {
  override name = 'Migration20261122120100_tariff_line_context';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tariff_lines" add "context" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tariff_lines" drop column "context";`);
  }
}
