import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/index.js';
import { createApiKey } from './api-keys.js';
import { createAccount, createBrand } from './brands.js';
import { generatePassword } from '../users/password.js';
import { createDashboardUser } from '../users/users.js';

export interface DemoCredentials {
  account_id: string;
  brands: Array<{ id: string; slug: string; name: string }>;
  keys: { live: string; test: string; brand_live: string; brand_test: string };
  brand_key_brand: string;
  /** The dashboard user created with the account (password generated at seed time). */
  dashboard: { email: string; password: string };
  [extra: string]: unknown;
}

/**
 * On an empty database: one account with two brands whose fee schedules show both fee kinds,
 * account-level live/test keys and live/test keys scoped to the second brand. Returns null when
 * the database already has an account (the seed runs once).
 */
export async function seedDemo(em: EntityManager): Promise<DemoCredentials | null> {
  if ((await em.count(Account, {})) > 0) return null;
  return em.transactional(async (tx) => {
    const account = await createAccount(tx, 'Demo Merchant');
    const eu = await createBrand(tx, account.id, {
      name: 'Northwind Outfitters',
      slug: 'northwind',
      primary_color: '#0f3d3e',
      accent_color: '#e2703a',
      notification_channels: ['email', 'sms'],
      fee_schedule: [
        { fee_type: 'CONSTANT', display_name: 'Customs clearance', amount: '4.95', currency: 'EUR', is_visible: true },
        { fee_type: 'PERCENTAGE', display_name: 'Disbursement fee', percent: '2.5', base: 'DUTIES_AND_TAXES', minimum: '1.50', currency: 'EUR', is_visible: true },
      ],
    });
    const gadgets = await createBrand(tx, account.id, {
      name: 'Pixel & Parcel',
      slug: 'pixel-parcel',
      primary_color: '#1e1b4b',
      accent_color: '#7c3aed',
      notification_channels: ['email'],
      fee_schedule: [
        { fee_type: 'CONSTANT', display_name: 'Handling', amount: '3.00', currency: 'USD', is_visible: true },
        { fee_type: 'PERCENTAGE', display_name: 'Payment processing', percent: '1.4', base: 'GOODS_DUTIES_AND_TAXES', maximum: '25.00', currency: 'USD', is_visible: false },
      ],
    });
    const live = await createApiKey(tx, { accountId: account.id, mode: 'live', label: 'Demo live key' });
    const test = await createApiKey(tx, { accountId: account.id, mode: 'test', label: 'Demo test key' });
    const brandLive = await createApiKey(tx, { accountId: account.id, mode: 'live', label: `${gadgets.name} live`, brand: gadgets.id });
    const brandTest = await createApiKey(tx, { accountId: account.id, mode: 'test', label: `${gadgets.name} test`, brand: gadgets.id });
    const dashboardPassword = generatePassword();
    const user = await createDashboardUser(tx, { accountId: account.id, email: 'demo@landed.test', password: dashboardPassword });
    return {
      account_id: account.id,
      brands: [eu, gadgets].map((b) => ({ id: b.id, slug: b.slug, name: b.name })),
      keys: { live: live.key, test: test.key, brand_live: brandLive.key, brand_test: brandTest.key },
      brand_key_brand: gadgets.slug,
      dashboard: { email: user.email, password: dashboardPassword },
    };
  });
}
