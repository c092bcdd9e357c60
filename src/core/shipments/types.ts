/** A validated shipment request, as the router hands it to the domain (amounts are decimal strings). */
export interface NewShipment {
  brand_id?: string;
  currency: string;
  reference: string;
  items: NewShipmentItem[];
  consignee_name: string;
  consignee_email: string;
  consignee_phone?: string;
  consignee_city: string;
  consignee_zip: string;
  consignee_country: string;
  sender_name: string;
  sender_city: string;
  sender_zip: string;
  sender_country: string;
  shipping?: { amount: string; currency: string };
  insurance?: { amount: string; currency: string };
}

export interface NewShipmentItem {
  description: string;
  declared_value: string;
  currency: string;
  country_of_origin: string;
  quantity: number;
  hs_code?: string;
  weight_kg?: string;
}

/** See src/core/payments/state-machine.ts for the transitions. */
export type PaymentStatus = 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** The shipment in the API's shape. */
export interface ShipmentView {
  id: string;
  brand_id: string;
  brand_slug: string;
  reference: string;
  is_test: boolean;
  currency: string;
  total_duties: string;
  total_taxes: string;
  total_additional_fees: string;
  total_amount: string;
  payment_status: PaymentStatus;
  payment_link: string;
  payment_deadline: string;
  created: string;
  consignee_name: string;
  consignee_email: string;
  consignee_phone: string | null;
  consignee_city: string;
  consignee_zip: string;
  consignee_country: string;
  sender_name: string;
  sender_city: string;
  sender_zip: string;
  sender_country: string;
  items: ShipmentItemView[];
  fees: ShipmentFeeView[];
}

export interface ShipmentItemView {
  description: string;
  description_resolved: string;
  hs_code: string | null;
  hs_code_resolved: string;
  hs_code_resolved_import: string;
  hs_code_resolved_export: string;
  classification_confidence: number | null;
  country_of_origin: string;
  declared_value: string;
  currency: string;
  quantity: number;
  weight_kg: string | null;
  total_value: string;
  duty_amount: string;
  tax_amount: string;
}

export interface ShipmentFeeView {
  fee_type: 'CONSTANT' | 'PERCENTAGE';
  display_name: string;
  amount: string;
  original_amount: string;
  original_currency: string;
  is_visible: boolean;
}
