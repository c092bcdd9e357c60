import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Account, ApiKey } from '../../db/entities/index.js';
import type { IApiKey } from '../../db/entities/api-key.js';
import { generateApiKey, type KeyMode } from '../auth/api-key-format.js';
import { InvalidRequestError, NotFoundError } from '../errors/index.js';
import { findBrand } from './brands.js';

export interface ApiKeyView {
  id: string;
  prefix: string;
  label: string;
  mode: KeyMode;
  account_id: string;
  brand_id: string | null;
  brand_slug: string | null;
  created: string;
  last_used: string | null;
  revoked: string | null;
}

export interface CreatedApiKey extends ApiKeyView {
  /** The only time the full key is ever shown. */
  key: string;
}

type KeyEntity = IApiKey;

function view(k: KeyEntity, brandSlug: string | null): ApiKeyView {
  return {
    id: k.id,
    prefix: k.prefix,
    label: k.label,
    mode: k.mode,
    account_id: k.account.id,
    brand_id: k.brand?.id ?? null,
    brand_slug: brandSlug,
    created: k.createdAt.toISOString(),
    last_used: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
    revoked: k.revokedAt ? k.revokedAt.toISOString() : null,
  };
}

export async function createApiKey(
  em: EntityManager,
  input: { accountId: string; mode: KeyMode; label: string; brand?: string | null },
): Promise<CreatedApiKey> {
  const account = await em.findOne(Account, { id: input.accountId });
  if (!account) throw new NotFoundError('Account not found', 'account_id');
  const brand = input.brand ? await findBrand(em, input.accountId, input.brand) : null;
  if (input.brand && !brand) throw new NotFoundError('Brand not found', 'brand_id');
  const generated = generateApiKey(input.mode);
  const entity = em.create(ApiKey, {
    id: randomUUID(),
    account: account.id,
    brand: brand ? brand.id : null,
    mode: input.mode,
    prefix: generated.prefix,
    keyHash: generated.hash,
    label: input.label,
    createdAt: new Date(),
  });
  await em.flush();
  return { ...view(entity, brand?.slug ?? null), key: generated.plaintext };
}

export async function listApiKeys(em: EntityManager, accountId: string, opts: { includeRevoked?: boolean; mode?: KeyMode } = {}): Promise<ApiKeyView[]> {
  const where: Record<string, unknown> = { account: accountId };
  if (!opts.includeRevoked) where.revokedAt = null;
  if (opts.mode) where.mode = opts.mode;
  const keys = await em.find(ApiKey, where, { orderBy: { createdAt: 'desc' }, populate: ['brand'] });
  return keys.map((k) => view(k, k.brand ? k.brand.unwrap().slug : null));
}

async function loadKey(em: EntityManager, accountId: string, keyId: string): Promise<KeyEntity> {
  const key = await em.findOne(ApiKey, { id: keyId, account: accountId }, { populate: ['brand'] });
  if (!key) throw new NotFoundError('API key not found', 'id');
  return key;
}

/** Revocation is permanent: a revoked key never authenticates again. */
export async function revokeApiKey(em: EntityManager, accountId: string, keyId: string): Promise<ApiKeyView> {
  const key = await loadKey(em, accountId, keyId);
  if (!key.revokedAt) {
    key.revokedAt = new Date();
    await em.flush();
  }
  return view(key, key.brand ? key.brand.unwrap().slug : null);
}

/** Roll: a new key with the same label, scope and mode; the old one is revoked in the same transaction. */
export async function rollApiKey(em: EntityManager, accountId: string, keyId: string): Promise<CreatedApiKey> {
  return em.transactional(async (tx) => {
    const old = await loadKey(tx, accountId, keyId);
    if (old.revokedAt) throw new InvalidRequestError('A revoked key cannot be rolled', 'id', 'key_revoked');
    const created = await createApiKey(tx, { accountId, mode: old.mode, label: old.label, brand: old.brand?.id ?? null });
    old.revokedAt = new Date();
    await tx.flush();
    return created;
  });
}
