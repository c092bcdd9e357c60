import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand, Shipment, ShipmentFee, ShipmentItem } from '../../db/entities/index.js';
import type { IShipment } from '../../db/entities/shipment.js';
import type { IShipmentFee } from '../../db/entities/shipment-fee.js';
import type { IShipmentItem } from '../../db/entities/shipment-item.js';
import type { PaymentStatus, ShipmentFeeView, ShipmentItemView, ShipmentView } from './types.js';
import { asUuid } from '../ids.js';

type ShipmentEntity = IShipment;
type ItemEntity = IShipmentItem;
type FeeEntity = IShipmentFee;

export function paymentLink(payUrl: string, token: string): string {
  return `${payUrl.replace(/\/+$/, '')}/${token}/pay`;
}

export function toShipmentView(s: ShipmentEntity, brandSlug: string, items: ItemEntity[], fees: FeeEntity[], payUrl: string): ShipmentView {
  return {
    id: s.id,
    brand_id: s.brand.id,
    brand_slug: brandSlug,
    reference: s.reference,
    is_test: s.isTest,
    currency: s.currency,
    total_duties: s.totalDuties,
    total_taxes: s.totalTaxes,
    total_additional_fees: s.totalAdditionalFees,
    total_amount: s.totalAmount,
    payment_status: s.paymentStatus as PaymentStatus,
    payment_link: paymentLink(payUrl, s.paymentToken),
    payment_deadline: s.paymentDeadline.toISOString(),
    created: s.createdAt.toISOString(),
    consignee_name: s.consigneeName,
    consignee_email: s.consigneeEmail,
    consignee_phone: s.consigneePhone ?? null,
    consignee_city: s.consigneeCity,
    consignee_zip: s.consigneeZip,
    consignee_country: s.consigneeCountry,
    sender_name: s.senderName,
    sender_city: s.senderCity,
    sender_zip: s.senderZip,
    sender_country: s.senderCountry,
    items: [...items].sort((a, b) => a.position - b.position).map(itemView),
    fees: [...fees].sort((a, b) => a.position - b.position).map(feeView),
  };
}

function itemView(i: ItemEntity): ShipmentItemView {
  return {
    description: i.description,
    description_resolved: i.descriptionResolved,
    hs_code: i.hsCode ?? null,
    hs_code_resolved: i.hsCodeResolved,
    hs_code_resolved_import: i.hsCodeResolvedImport,
    hs_code_resolved_export: i.hsCodeResolvedExport,
    classification_confidence: i.classificationConfidence == null ? null : Number(i.classificationConfidence),
    country_of_origin: i.countryOfOrigin,
    declared_value: i.declaredValue,
    currency: i.currency,
    quantity: i.quantity,
    weight_kg: i.weightKg ?? null,
    total_value: i.totalValue,
    duty_amount: i.dutyAmount,
    tax_amount: i.taxAmount,
  };
}

function feeView(f: FeeEntity): ShipmentFeeView {
  return {
    fee_type: f.feeType as ShipmentFeeView['fee_type'],
    display_name: f.displayName,
    amount: f.amount,
    original_amount: f.originalAmount,
    original_currency: f.originalCurrency,
    is_visible: f.isVisible,
  };
}

/** Loads a shipment in the API's shape, or null. Scoped by account and mode: the other mode's data does not exist. */
export async function loadShipmentView(em: EntityManager, scope: { accountId: string; isTest: boolean }, id: string, payUrl: string): Promise<ShipmentView | null> {
  const uuid = asUuid(id);
  if (!uuid) return null;
  const s = await em.findOne(Shipment, { id: uuid, account: scope.accountId, isTest: scope.isTest });
  if (!s) return null;
  const [brand, items, fees] = await Promise.all([
    em.findOneOrFail(Brand, { id: s.brand.id }),
    em.find(ShipmentItem, { shipment: s.id }),
    em.find(ShipmentFee, { shipment: s.id }),
  ]);
  return toShipmentView(s, brand.slug, items, fees, payUrl);
}
