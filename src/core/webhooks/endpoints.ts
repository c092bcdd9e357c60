import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookEndpoint } from '../../db/entities/index.js';
import type { IWebhookEndpoint } from '../../db/entities/webhook-endpoint.js';
import { findBrand } from '../accounts/brands.js';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors/index.js';
import type { ShipmentEventType } from '../events/bus.js';
import { generateSecret } from './signing.js';
import { checkWebhookUrl } from './url-guard.js';
import type { EndpointScope, WebhookEndpointView, WebhookEndpointWithSecret } from './types.js';
import { asUuid } from '../ids.js';

/** Endpoints per account and mode. */
export const MAX_ENDPOINTS = 20;
/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export interface NewEndpoint {
  url: string;
  events?: ShipmentEventType[] | null;
  brand_id?: string;
  description?: string | null;
}

export interface EndpointChanges {
  url?: string;
  events?: ShipmentEventType[] | null;
  description?: string | null;
  enabled?: boolean;
}

export function endpointView(e: IWebhookEndpoint, now = new Date()): WebhookEndpointView {
  const overlap = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now ? e.previousSecretExpiresAt.toISOString() : null;
  return {
    id: e.id,
    url: e.url,
    description: e.description ?? null,
    events: (e.eventTypes as ShipmentEventType[] | null) ?? null,
    brand_id: e.brand?.id ?? null,
    mode: e.mode,
    enabled: e.enabled,
    disabled_reason: e.disabledReason ?? null,
    previous_secret_expires: overlap,
    created: e.createdAt.toISOString(),
    updated: e.updatedAt.toISOString(),
  };
}

function normaliseEvents(events: ShipmentEventType[] | null | undefined): ShipmentEventType[] | null {
  if (!events || events.length === 0) return null;
  return [...new Set(events)].sort();
}

export async function createEndpoint(em: EntityManager, scope: EndpointScope, input: NewEndpoint, opts: { allowPrivate: boolean }): Promise<WebhookEndpointWithSecret> {
  const url = await checkWebhookUrl(input.url, opts);
  const brandId = await endpointBrand(em, scope, input.brand_id);
  const count = await em.count(WebhookEndpoint, { account: scope.accountId, mode: scope.mode });
  if (count >= MAX_ENDPOINTS) throw new ConflictError(`At most ${MAX_ENDPOINTS} webhook endpoints per account and mode`, 'too_many_endpoints');
  const now = new Date();
  const secret = generateSecret();
  const endpoint = em.create(WebhookEndpoint, {
    id: randomUUID(),
    account: scope.accountId,
    brand: brandId,
    mode: scope.mode,
    url,
    description: input.description ?? null,
    eventTypes: normaliseEvents(input.events),
    secret,
    previousSecret: null,
    previousSecretExpiresAt: null,
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return { ...endpointView(endpoint, now), secret };
}

/** Account-wide (null) unless a brand is named; a brand-scoped key's endpoints are always its brand's. */
async function endpointBrand(em: EntityManager, scope: EndpointScope, ref: string | undefined): Promise<string | null> {
  if (ref === undefined) return scope.brandId;
  const brand = await findBrand(em, scope.accountId, ref);
  if (scope.brandId && brand?.id !== scope.brandId) throw new InvalidRequestError("brand_id does not match the API key's brand", 'brand_id', 'brand_mismatch');
  if (!brand) throw new NotFoundError('Brand not found', 'brand_id', 'brand_not_found');
  return brand.id;
}

/** The endpoint if the key may see it; everything else is "not found". */
export async function findEndpoint(em: EntityManager, scope: EndpointScope, id: string): Promise<IWebhookEndpoint> {
  const uuid = asUuid(id);
  const e = uuid ? await em.findOne(WebhookEndpoint, { id: uuid, account: scope.accountId, mode: scope.mode }) : null;
  if (!e || (scope.brandId && e.brand?.id !== scope.brandId)) throw new NotFoundError('Webhook endpoint not found', 'id', 'webhook_endpoint_not_found');
  return e;
}

export async function listEndpoints(em: EntityManager, scope: EndpointScope): Promise<WebhookEndpointView[]> {
  const rows = await em.find(WebhookEndpoint, { account: scope.accountId, mode: scope.mode, ...(scope.brandId ? { brand: scope.brandId } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return rows.map((e) => endpointView(e));
}

export async function updateEndpoint(em: EntityManager, scope: EndpointScope, id: string, changes: EndpointChanges, opts: { allowPrivate: boolean }): Promise<WebhookEndpointView> {
  const e = await findEndpoint(em, scope, id);
  if (changes.url !== undefined) e.url = await checkWebhookUrl(changes.url, opts);
  if (changes.events !== undefined) e.eventTypes = normaliseEvents(changes.events);
  if (changes.description !== undefined) e.description = changes.description;
  if (changes.enabled !== undefined) {
    e.enabled = changes.enabled;
    // Re-enabling is the operator saying "it works again": start counting failures afresh.
    e.disabledReason = changes.enabled ? null : 'disabled by the client';
    if (changes.enabled) e.consecutiveFailures = 0;
  }
  e.updatedAt = new Date();
  await em.flush();
  return endpointView(e);
}

export async function deleteEndpoint(em: EntityManager, scope: EndpointScope, id: string): Promise<{ id: string; deleted: true }> {
  const e = await findEndpoint(em, scope, id);
  await em.remove(e).flush();
  return { id: e.id, deleted: true };
}

/** New secret now; the old one keeps signing alongside it for 24 h so receivers can switch without a gap. */
export async function rotateEndpointSecret(em: EntityManager, scope: EndpointScope, id: string): Promise<WebhookEndpointWithSecret> {
  const e = await findEndpoint(em, scope, id);
  const now = new Date();
  e.previousSecret = e.secret;
  e.previousSecretExpiresAt = new Date(now.getTime() + ROTATION_OVERLAP_MS);
  e.secret = generateSecret();
  e.updatedAt = now;
  await em.flush();
  return { ...endpointView(e, now), secret: e.secret };
}

/** Secrets that sign a delivery made at `now`: the current one, plus the previous one during the overlap. */
export function signingSecrets(e: Pick<IWebhookEndpoint, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, now: Date): string[] {
  return e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now ? [e.secret, e.previousSecret] : [e.secret];
}
