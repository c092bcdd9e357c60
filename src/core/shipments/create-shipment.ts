import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand, Shipment, ShipmentFee, ShipmentItem } from '../../db/entities/index.js';
import { findBrand } from '../accounts/brands.js';
import type { Principal } from '../auth/principal.js';
import { NotFoundError } from '../errors/index.js';
import { emitShipmentEvent } from '../events/bus.js';
import { Decimal, formatAmount } from '../money/index.js';
import { calculateLandedCost, type FeeRule, type LandedCostRequest, type LandedCostResult } from '../landed-cost/index.js';
import { requestedBrand } from './brand-access.js';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse, type IdempotencyScope } from './idempotency.js';
import type { ShipmentDeps } from './ports.js';
import { resolveItems } from './resolve-items.js';
import { toShipmentView } from './shipment-view.js';
import type { NewShipment, ShipmentView } from './types.js';

export interface CreateShipmentOptions {
  idempotencyKey?: string;
  /** Runs inside the creating transaction after the rows are written (events, jobs of other modules). */
  afterInsert?: Array<(em: EntityManager, shipment: ShipmentView, principal: Principal) => Promise<void>>;
}

export interface CreateShipmentResult {
  shipment: ShipmentView;
  /** True when an earlier request with the same Idempotency-Key produced this response. */
  replayed: boolean;
}

/** Job enqueued with every new shipment: the consignee's notification. */
export const NOTIFY_TASK = 'notify_consignee';

export async function createShipment(
  em: EntityManager,
  deps: ShipmentDeps,
  principal: Principal,
  input: NewShipment,
  options: CreateShipmentOptions = {},
): Promise<CreateShipmentResult> {
  const keyBrand = principal.brandId ? await em.findOne(Brand, { id: principal.brandId }) : null;
  const brandRef = requestedBrand(principal, input.brand_id, keyBrand ? { id: keyBrand.id, slug: keyBrand.slug } : null);
  const brand = keyBrand && brandRef === keyBrand.id ? keyBrand : await findBrand(em, principal.accountId, brandRef);
  if (!brand) throw new NotFoundError('Brand not found', 'brand_id', 'brand_not_found');

  // Classification and calculation are pure and run before any write: a bad item loses nothing.
  const resolved = resolveItems(deps.classifier(), input.items, input.sender_country, input.consignee_country, exampleScope(principal));
  const now = deps.now?.() ?? new Date();
  const request: LandedCostRequest = {
    calculationDate: now.toISOString().slice(0, 10),
    currency: input.currency,
    destination: input.consignee_country,
    origin: input.sender_country,
    shipping: input.shipping,
    insurance: input.insurance,
    items: resolved.map(({ item, classification }) => ({
      description: item.description,
      declaredValue: item.declared_value,
      currency: item.currency,
      countryOfOrigin: item.country_of_origin,
      quantity: item.quantity,
      hsCode: classification.hs_code,
      importCode: classification.hs_code_import,
      weightKg: item.weight_kg,
    })),
    fees: brand.feeSchedule as FeeRule[],
  };
  const data = await deps.landedCost.load(request);
  const result = calculateLandedCost(request, data);

  const scope: IdempotencyScope | null = options.idempotencyKey
    ? { accountId: principal.accountId, isTest: principal.isTest, key: options.idempotencyKey, operation: 'shipments.create', requestHash: requestHash(input) }
    : null;

  const outcome = await em.transactional(async (tx): Promise<CreateShipmentResult> => {
    if (scope) {
      const previous = await claimIdempotencyKey(tx, scope);
      if (previous) return { shipment: previous.body as ShipmentView, replayed: true };
    }
    const deadline = new Date(now.getTime() + brand.paymentDeadlineDays * 86_400_000);
    const shipment = tx.create(Shipment, {
      id: randomUUID(),
      account: principal.accountId,
      brand: brand.id,
      isTest: principal.isTest,
      reference: input.reference,
      currency: input.currency,
      consigneeName: input.consignee_name,
      consigneeEmail: input.consignee_email,
      consigneePhone: input.consignee_phone ?? null,
      consigneeCity: input.consignee_city,
      consigneeZip: input.consignee_zip,
      consigneeCountry: input.consignee_country,
      senderName: input.sender_name,
      senderCity: input.sender_city,
      senderZip: input.sender_zip,
      senderCountry: input.sender_country,
      shippingAmount: input.shipping?.amount ?? null,
      shippingCurrency: input.shipping?.currency ?? null,
      insuranceAmount: input.insurance?.amount ?? null,
      insuranceCurrency: input.insurance?.currency ?? null,
      totalDuties: result.totalDuties,
      totalTaxes: result.totalTaxes,
      totalAdditionalFees: result.totalFees,
      totalAmount: result.totalAmount,
      paymentStatus: 'PENDING',
      paymentToken: randomBytes(24).toString('base64url'),
      paymentDeadline: deadline,
      calculation: result.explanation as unknown as Record<string, unknown>,
      createdAt: now,
      updatedAt: now,
    });
    const items = resolved.map(({ item, classification, confidence }, position) =>
      tx.create(ShipmentItem, {
        id: randomUUID(),
        shipment: shipment.id,
        position,
        description: item.description,
        descriptionResolved: classification.description_resolved,
        hsCode: item.hs_code ?? null,
        hsCodeResolved: classification.hs_code,
        hsCodeResolvedImport: classification.hs_code_import,
        hsCodeResolvedExport: classification.hs_code_export,
        classificationConfidence: confidence == null ? null : confidence.toFixed(4),
        countryOfOrigin: item.country_of_origin,
        declaredValue: item.declared_value,
        currency: item.currency,
        quantity: item.quantity,
        weightKg: item.weight_kg ?? null,
        // The contract's total_value is declared_value × quantity in the item's own currency.
        totalValue: formatAmount(new Decimal(item.declared_value).times(item.quantity), item.currency),
        dutyAmount: result.items[position].dutyAmount,
        taxAmount: result.items[position].taxAmount,
      }),
    );
    const fees = result.fees.map((f: LandedCostResult["fees"][number], position: number) =>
      tx.create(ShipmentFee, {
        id: randomUUID(),
        shipment: shipment.id,
        position,
        feeType: f.feeType,
        displayName: f.displayName,
        amount: f.amount,
        originalAmount: f.originalAmount,
        originalCurrency: f.originalCurrency,
        isVisible: f.isVisible,
      }),
    );
    await tx.flush();
    const view = toShipmentView(shipment, brand.slug, items, fees, deps.payUrl);
    // The notification job commits or rolls back with the shipment itself.
    await tx.execute(`select graphile_worker.add_job(?, json_build_object('shipment_id', ?::text), max_attempts => 10)`, [NOTIFY_TASK, shipment.id]);
    await emitShipmentEvent(tx, { type: 'shipment.created', accountId: principal.accountId, brandId: brand.id, isTest: principal.isTest, shipment: view });
    for (const hook of options.afterInsert ?? []) await hook(tx, view, principal);
    if (scope) await storeIdempotentResponse(tx, scope, 201, view);
    return { shipment: view, replayed: false };
  });
  if (!outcome.replayed) {
    // Every client-supplied code is a labelled example for this account (and mode: test data never
    // shapes live results).
    for (const { item, classification } of resolved) {
      if (item.hs_code) deps.classifier().addExample({ accountId: exampleScope(principal), description: item.description, hsCode: classification.hs_code });
    }
  }
  return outcome;
}

export function exampleScope(principal: Pick<Principal, 'accountId' | 'mode'>): string {
  return `${principal.accountId}:${principal.mode}`;
}

