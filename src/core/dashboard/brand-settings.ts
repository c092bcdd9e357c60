import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '../../db/entities/index.js';
import { brandSettingsSchema, brandView, type BrandView } from '../accounts/brands.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { iso, tableExists } from './tables.js';

export const brandUpdateSchema = brandSettingsSchema.partial();

/** Updates the given fields of one of the account's brands (validated like creation). */
export async function updateBrand(em: EntityManager, accountId: string, brandId: string, input: unknown): Promise<BrandView> {
  const parsed = brandUpdateSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => ({ param: i.path.join('.') || 'brand', message: i.message, code: i.code })));
  const s = parsed.data;
  const brand = await em.findOne(Brand, { id: brandId, account: accountId });
  if (!brand) throw new NotFoundError('Brand not found', 'id', 'brand_not_found');
  if (s.slug && s.slug !== brand.slug && (await em.findOne(Brand, { account: accountId, slug: s.slug }))) {
    throw new ConflictError(`A brand with slug '${s.slug}' already exists`, 'slug_taken', 'slug');
  }
  const start = s.sms_window_start ?? brand.smsWindowStart;
  const end = s.sms_window_end ?? brand.smsWindowEnd;
  if (start >= end) throw new ValidationError([{ param: 'sms_window_end', message: 'must be after sms_window_start' }]);
  if (s.name !== undefined) brand.name = s.name;
  if (s.slug !== undefined) brand.slug = s.slug;
  if (s.logo_url !== undefined) brand.logoUrl = s.logo_url;
  if (s.primary_color !== undefined) brand.primaryColor = s.primary_color;
  if (s.accent_color !== undefined) brand.accentColor = s.accent_color;
  if (s.fee_schedule !== undefined) brand.feeSchedule = s.fee_schedule;
  if (s.notification_channels !== undefined) brand.notificationChannels = s.notification_channels;
  brand.smsWindowStart = start;
  brand.smsWindowEnd = end;
  if (s.payment_deadline_days !== undefined) brand.paymentDeadlineDays = s.payment_deadline_days;
  await em.flush();
  return brandView(brand);
}

export interface RelaySettings {
  webhooks: Array<{ id: string; mode: string; url: string; description: string | null; event_types: string[] | null; enabled: boolean; disabled_reason: string | null; created: string }>;
  sftp: Array<{ id: string; mode: string; host: string; port: number; username: string; remote_dir: string; formats: string[]; interval_minutes: number; enabled: boolean; last_push: string | null; last_error: string | null }>;
}

/** Webhook endpoints and SFTP targets that apply to a brand (account-wide endpoints included). Secrets are never read. */
export async function relaySettings(em: EntityManager, accountId: string, brandId: string): Promise<RelaySettings> {
  const out: RelaySettings = { webhooks: [], sftp: [] };
  if (await tableExists(em, 'webhook_endpoints')) {
    const rows = (await em.execute(
      `select id, mode, url, description, event_types, enabled, disabled_reason, created_at from webhook_endpoints
        where account_id = ? and (brand_id = ? or brand_id is null) order by mode, created_at`,
      [accountId, brandId],
    )) as Array<Record<string, unknown>>;
    out.webhooks = rows.map((r) => ({
      id: r.id as string,
      mode: r.mode as string,
      url: r.url as string,
      description: (r.description as string | null) ?? null,
      event_types: (r.event_types as string[] | null) ?? null,
      enabled: Boolean(r.enabled),
      disabled_reason: (r.disabled_reason as string | null) ?? null,
      created: iso(r.created_at as Date)!,
    }));
  }
  if (await tableExists(em, 'sftp_configs')) {
    const rows = (await em.execute(
      `select id, mode, host, port, username, remote_dir, formats, interval_minutes, enabled, last_push_at, last_error from sftp_configs
        where account_id = ? and brand_id = ? order by mode`,
      [accountId, brandId],
    )) as Array<Record<string, unknown>>;
    out.sftp = rows.map((r) => ({
      id: r.id as string,
      mode: r.mode as string,
      host: r.host as string,
      port: Number(r.port),
      username: r.username as string,
      remote_dir: r.remote_dir as string,
      formats: (r.formats as string[]) ?? [],
      interval_minutes: Number(r.interval_minutes),
      enabled: Boolean(r.enabled),
      last_push: iso(r.last_push_at as Date | null),
      last_error: (r.last_error as string | null) ?? null,
    }));
  }
  return out;
}
