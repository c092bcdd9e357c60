import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Account, Brand } from '../../db/entities/index.js';
import type { IBrand } from '../../db/entities/brand.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { feeRuleSchema, type FeeRule } from '../landed-cost/index.js';
import { asUuid } from '../ids.js';

type BrandEntity = IBrand;

export const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** A brand of the account by UUID or slug; brands of other accounts are simply not found. */
export async function findBrand(em: EntityManager, accountId: string, idOrSlug: string): Promise<BrandEntity | null> {
  if (asUuid(idOrSlug)) {
    const byId = await em.findOne(Brand, { id: idOrSlug.toLowerCase(), account: accountId });
    if (byId) return byId;
  }
  return em.findOne(Brand, { slug: idOrSlug, account: accountId });
}

export async function createAccount(em: EntityManager, name: string): Promise<{ id: string; name: string }> {
  const account = em.create(Account, { id: randomUUID(), name, createdAt: new Date() });
  await em.flush();
  return { id: account.id, name: account.name };
}

export const brandSettingsSchema = z.object({
  name: z.string().min(1).max(200),
  slug: z.string().regex(SLUG_RE, 'lowercase letters, digits and dashes'),
  logo_url: z.string().url().nullable().optional(),
  primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  accent_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  fee_schedule: z.array(feeRuleSchema).optional(),
  notification_channels: z.array(z.enum(['email', 'sms'])).optional(),
  sms_window_start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).optional(),
  sms_window_end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).optional(),
  payment_deadline_days: z.number().int().min(1).max(365).optional(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export interface BrandView {
  id: string;
  account_id: string;
  slug: string;
  name: string;
  logo_url: string | null;
  primary_color: string;
  accent_color: string;
  fee_schedule: FeeRule[];
  notification_channels: string[];
  sms_window_start: string;
  sms_window_end: string;
  payment_deadline_days: number;
  created: string;
}

export function brandView(b: BrandEntity): BrandView {
  return {
    id: b.id,
    account_id: b.account.id,
    slug: b.slug,
    name: b.name,
    logo_url: b.logoUrl ?? null,
    primary_color: b.primaryColor,
    accent_color: b.accentColor,
    fee_schedule: b.feeSchedule as FeeRule[],
    notification_channels: b.notificationChannels,
    sms_window_start: b.smsWindowStart,
    sms_window_end: b.smsWindowEnd,
    payment_deadline_days: b.paymentDeadlineDays,
    created: b.createdAt.toISOString(),
  };
}

export function parseBrandSettings(input: unknown): BrandSettings {
  const parsed = brandSettingsSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ param: i.path.join('.') || 'brand', message: i.message, code: i.code })));
  }
  return parsed.data;
}

export async function createBrand(em: EntityManager, accountId: string, input: BrandSettings): Promise<BrandView> {
  const settings = parseBrandSettings(input);
  const account = await em.findOne(Account, { id: accountId });
  if (!account) throw new NotFoundError('Account not found', 'account_id');
  if (await em.findOne(Brand, { account: accountId, slug: settings.slug })) {
    throw new ConflictError(`A brand with slug '${settings.slug}' already exists`, 'slug_taken', 'slug');
  }
  const brand = em.create(Brand, {
    id: randomUUID(),
    account: accountId,
    slug: settings.slug,
    name: settings.name,
    logoUrl: settings.logo_url ?? null,
    primaryColor: settings.primary_color ?? '#1f2937',
    accentColor: settings.accent_color ?? '#2563eb',
    feeSchedule: settings.fee_schedule ?? [],
    notificationChannels: settings.notification_channels ?? ['email'],
    smsWindowStart: settings.sms_window_start ?? '08:00',
    smsWindowEnd: settings.sms_window_end ?? '20:00',
    paymentDeadlineDays: settings.payment_deadline_days ?? 14,
    createdAt: new Date(),
  });
  await em.flush();
  return brandView(brand);
}

export async function listBrands(em: EntityManager, accountId: string): Promise<BrandView[]> {
  const brands = await em.find(Brand, { account: accountId }, { orderBy: { createdAt: 'asc' } });
  return brands.map(brandView);
}
