import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import ipaddr from 'ipaddr.js';
import { SftpConfig } from '../../db/entities/index.js';
import type { ISftpConfig } from '../../db/entities/sftp-config.js';
import { findBrand } from '../accounts/brands.js';
import { InvalidRequestError, NotFoundError } from '../errors/index.js';
import { isPublicAddress } from '../webhooks/url-guard.js';

export interface SftpScope {
  accountId: string;
  brandId: string | null;
  mode: 'live' | 'test';
}

export interface SftpConfigInput {
  host: string;
  port?: number;
  username: string;
  /** Omitted: keep the stored value; null: remove it. */
  password?: string | null;
  private_key?: string | null;
  passphrase?: string | null;
  host_key_sha256?: string | null;
  remote_dir?: string;
  formats?: Array<'csv' | 'json'>;
  interval_minutes?: number;
  enabled?: boolean;
}

export interface SftpConfigView {
  id: string;
  brand_id: string;
  mode: 'live' | 'test';
  host: string;
  port: number;
  username: string;
  has_password: boolean;
  has_private_key: boolean;
  host_key_sha256: string | null;
  remote_dir: string;
  formats: Array<'csv' | 'json'>;
  interval_minutes: number;
  enabled: boolean;
  last_push: string | null;
  last_error: string | null;
  created: string;
  updated: string;
}

/** Never includes the password, key or passphrase. */
export function sftpConfigView(c: ISftpConfig): SftpConfigView {
  return {
    id: c.id,
    brand_id: c.brand.id,
    mode: c.mode,
    host: c.host,
    port: c.port,
    username: c.username,
    has_password: !!c.password,
    has_private_key: !!c.privateKey,
    host_key_sha256: c.hostKeySha256 ?? null,
    remote_dir: c.remoteDir,
    formats: c.formats as Array<'csv' | 'json'>,
    interval_minutes: c.intervalMinutes,
    enabled: c.enabled,
    last_push: c.lastPushAt?.toISOString() ?? null,
    last_error: c.lastError ?? null,
    created: c.createdAt.toISOString(),
    updated: c.updatedAt.toISOString(),
  };
}

async function scopedBrand(em: EntityManager, scope: SftpScope, ref: string): Promise<string> {
  const brand = await findBrand(em, scope.accountId, ref);
  if (!brand || (scope.brandId && brand.id !== scope.brandId)) throw new NotFoundError('Brand not found', 'brand_id', 'brand_not_found');
  return brand.id;
}

/** Like webhook URLs, SFTP hosts must be public unless private targets are allowed (same switch). */
export async function checkSftpHost(host: string, allowPrivate: boolean): Promise<string> {
  if (allowPrivate) return host;
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(bare) ? [bare] : await lookup(bare, { all: true }).then((a) => a.map((x) => x.address)).catch(() => null);
  if (!addresses) throw new InvalidRequestError(`host ${host} does not resolve`, 'host', 'host_unresolvable');
  const bad = addresses.find((a) => !isPublicAddress(a));
  if (bad || !addresses.length) throw new InvalidRequestError(`host ${host} is (or resolves to) a private, loopback or link-local address`, 'host', 'host_not_public');
  return addresses[0];
}

export async function getSftpConfig(em: EntityManager, scope: SftpScope, brandRef: string): Promise<SftpConfigView> {
  const brandId = await scopedBrand(em, scope, brandRef);
  const c = await em.findOne(SftpConfig, { brand: brandId, mode: scope.mode });
  if (!c) throw new NotFoundError('This brand has no SFTP configuration in this mode', 'brand_id', 'sftp_config_not_found');
  return sftpConfigView(c);
}

export async function putSftpConfig(em: EntityManager, scope: SftpScope, brandRef: string, input: SftpConfigInput, opts: { allowPrivate: boolean }): Promise<{ config: SftpConfigView; created: boolean }> {
  const brandId = await scopedBrand(em, scope, brandRef);
  await checkSftpHost(input.host, opts.allowPrivate);
  const now = new Date();
  let c = await em.findOne(SftpConfig, { brand: brandId, mode: scope.mode });
  const created = !c;
  const keep = <T>(v: T | undefined, old: T | null | undefined): T | null => (v === undefined ? (old ?? null) : v);
  const password = keep(input.password, c?.password);
  const privateKey = keep(input.private_key, c?.privateKey);
  if (!password && !privateKey) throw new InvalidRequestError('password or private_key is required', 'password', 'credentials_required');
  const fields = {
    host: input.host,
    port: input.port ?? 22,
    username: input.username,
    password,
    privateKey,
    passphrase: keep(input.passphrase, c?.passphrase),
    hostKeySha256: keep(input.host_key_sha256, c?.hostKeySha256),
    remoteDir: input.remote_dir ?? '.',
    formats: [...new Set(input.formats ?? ['csv'])],
    intervalMinutes: input.interval_minutes ?? 15,
    enabled: input.enabled ?? true,
    updatedAt: now,
  };
  if (c) Object.assign(c, fields);
  else c = em.create(SftpConfig, { id: randomUUID(), account: scope.accountId, brand: brandId, mode: scope.mode, lastPushAt: null, lastError: null, createdAt: now, ...fields });
  await em.flush();
  return { config: sftpConfigView(c), created };
}

/** Removes the configuration; its queued events and files go with it. */
export async function deleteSftpConfig(em: EntityManager, scope: SftpScope, brandRef: string): Promise<{ id: string; deleted: true }> {
  const brandId = await scopedBrand(em, scope, brandRef);
  const c = await em.findOne(SftpConfig, { brand: brandId, mode: scope.mode });
  if (!c) throw new NotFoundError('This brand has no SFTP configuration in this mode', 'brand_id', 'sftp_config_not_found');
  await em.remove(c).flush();
  return { id: c.id, deleted: true };
}
