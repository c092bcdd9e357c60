import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Raw rows for retention tests: an account with one brand, and shipments with their children at a chosen age. */
export async function insertAccount(em: EntityManager, name = 'Retention test'): Promise<{ accountId: string; brandId: string }> {
  const accountId = randomUUID();
  const brandId = randomUUID();
  await em.execute('insert into accounts (id, name, created_at) values (?, ?, now())', [accountId, name]);
  await em.execute("insert into brands (id, account_id, slug, name, created_at) values (?, ?, ?, 'Brand', now())", [brandId, accountId, `b-${brandId.slice(0, 8)}`]);
  return { accountId, brandId };
}

async function hasTable(em: EntityManager, table: string): Promise<boolean> {
  const rows = (await em.execute('select to_regclass(?) as t', [table])) as Array<{ t: string | null }>;
  return rows[0].t !== null;
}

/** A shipment created `createdAt`, with an item, a fee, a message, a payment attempt, a status transition and (when the table exists) an event. */
export async function insertShipment(em: EntityManager, a: { accountId: string; brandId: string }, isTest: boolean, createdAt: Date, reference = 'REF'): Promise<string> {
  const id = randomUUID();
  await em.execute(
    `insert into shipments (id, account_id, brand_id, is_test, reference, currency, consignee_name, consignee_email, consignee_city, consignee_zip, consignee_country,
       sender_name, sender_city, sender_zip, sender_country, total_duties, total_taxes, total_additional_fees, total_amount, payment_token, payment_deadline, calculation, created_at, updated_at)
     values (?, ?, ?, ?, ?, 'EUR', 'Erika', 'erika@example.com', 'Berlin', '10115', 'DE', 'Acme', 'NYC', '10001', 'US', '1.00', '2.00', '3.00', '6.00', ?, ?, '{}', ?, ?)`,
    [id, a.accountId, a.brandId, isTest, reference, randomUUID(), new Date(createdAt.getTime() + 14 * 86_400_000), createdAt, createdAt],
  );
  await em.execute(
    `insert into shipment_items (id, shipment_id, position, description, description_resolved, hs_code_resolved, hs_code_resolved_import, hs_code_resolved_export,
       country_of_origin, declared_value, currency, quantity, total_value, duty_amount, tax_amount)
     values (?, ?, 0, 'T-shirt', 'T-shirts', '610910', '6109100010', '6109100010', 'US', '10', 'USD', 1, '10', '1.00', '2.00')`,
    [randomUUID(), id],
  );
  await em.execute(
    "insert into shipment_fees (id, shipment_id, position, fee_type, display_name, amount, original_amount, original_currency, is_visible) values (?, ?, 0, 'CONSTANT', 'Handling', '3.00', '3.00', 'EUR', true)",
    [randomUUID(), id],
  );
  await em.execute(
    "insert into notification_messages (id, shipment_id, is_test, channel, purpose, status, \"to\", subject, body, created_at) values (?, ?, ?, 'email', 'payment_request', 'SIMULATED', 'erika@example.com', 'Pay', 'Body', ?)",
    [randomUUID(), id, isTest, createdAt],
  );
  await em.execute(
    "insert into payment_attempts (id, shipment_id, is_test, status, amount, currency, provider, card_last4, cardholder_name, created_at) values (?, ?, ?, 'FAILED', '6.00', 'EUR', 'simulator', '0002', 'Erika', ?)",
    [randomUUID(), id, isTest, createdAt],
  );
  await em.execute("insert into shipment_status_transitions (id, shipment_id, to_status, cause, actor, created_at) values (?, ?, 'PENDING', 'created', 'system', ?)", [randomUUID(), id, createdAt]);
  if (await hasTable(em, 'events')) {
    await em.execute("insert into events (id, shipment_id, account_id, brand_id, is_test, type, payload, created_at) values (?, ?, ?, ?, ?, 'shipment.created', '{}', ?)", [
      `evt_${randomUUID().replace(/-/g, '')}`,
      id,
      a.accountId,
      a.brandId,
      isTest,
      createdAt,
    ]);
  }
  return id;
}

export async function insertIdempotencyKey(em: EntityManager, accountId: string, isTest: boolean, createdAt: Date): Promise<void> {
  await em.execute("insert into idempotency_keys (account_id, is_test, key, operation, request_hash, response_status, response_body, created_at) values (?, ?, ?, 'shipments.create', 'h', 201, '{}', ?)", [
    accountId,
    isTest,
    randomUUID(),
    createdAt,
  ]);
}

export async function insertOptOut(em: EntityManager, accountId: string, isTest: boolean, createdAt: Date): Promise<void> {
  await em.execute("insert into notification_opt_outs (id, is_test, channel, address, account_id, source, created_at) values (?, ?, 'sms', '+4915112345678', ?, 'sms_stop', ?)", [
    randomUUID(),
    isTest,
    accountId,
    createdAt,
  ]);
}

export async function count(em: EntityManager, sql: string, params: unknown[] = []): Promise<number> {
  const rows = (await em.execute(`select count(*)::int as n from ${sql}`, params)) as Array<{ n: number }>;
  return rows[0].n;
}

export const daysAgo = (d: number, now = new Date()) => new Date(now.getTime() - d * 86_400_000);
