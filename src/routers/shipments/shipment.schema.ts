import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../core/payments/state-machine.js';
import { amountOutput } from '../shared/fields.js';

/** The shipment as every read and write returns it (and as webhooks carry it). */
export const shipmentItemOutput = z.object({
  description: z.string(),
  description_resolved: z.string().meta({ description: "The nomenclature's wording of the resolved tariff line" }),
  hs_code: z.string().nullable().meta({ description: 'As sent by the client, or null' }),
  hs_code_resolved: z.string().meta({ description: '6-digit HS 2022 subheading', example: '610910' }),
  hs_code_resolved_import: z.string().meta({ description: "Destination's national tariff code", example: '6109100012' }),
  hs_code_resolved_export: z.string().meta({ description: "Origin country's national export code" }),
  classification_confidence: z.number().nullable().meta({ description: 'Confidence in [0,1] when landed classified the item; null when the client sent hs_code' }),
  country_of_origin: z.string(),
  declared_value: amountOutput,
  currency: z.string(),
  quantity: z.number().int(),
  weight_kg: z.string().nullable(),
  total_value: amountOutput.meta({ description: 'declared_value × quantity, in the item currency' }),
  duty_amount: amountOutput.meta({ description: 'In the shipment currency' }),
  tax_amount: amountOutput.meta({ description: 'In the shipment currency' }),
});

export const shipmentFeeOutput = z.object({
  fee_type: z.enum(['CONSTANT', 'PERCENTAGE']),
  display_name: z.string(),
  amount: amountOutput.meta({ description: 'In the shipment currency' }),
  original_amount: amountOutput,
  original_currency: z.string(),
  is_visible: z.boolean(),
});

export const paymentStatus = z.enum(PAYMENT_STATUSES).meta({
  description:
    'PENDING until paid; PAID once a card payment succeeded; EXPIRED when the payment deadline passed unpaid; CANCELLED by the client (POST /shipments/{id}/cancel). ' +
    'PAID, EXPIRED and CANCELLED are final. Declined or refused card attempts are kept as payment attempts and leave the shipment PENDING (there is no FAILED shipment state).',
});

export const shipmentOutput = z
  .object({
    id: z.uuid(),
    brand_id: z.uuid(),
    brand_slug: z.string(),
    reference: z.string(),
    is_test: z.boolean(),
    currency: z.string(),
    total_duties: amountOutput,
    total_taxes: amountOutput,
    total_additional_fees: amountOutput,
    total_amount: amountOutput.meta({ description: 'total_duties + total_taxes + total_additional_fees' }),
    payment_status: paymentStatus,
    payment_link: z.string().meta({ description: '{PAY_URL}/{token}/pay' }),
    payment_deadline: z.string(),
    created: z.string().meta({ description: 'ISO 8601, UTC', example: '2026-11-22T10:00:00.000Z' }),
    consignee_name: z.string(),
    consignee_email: z.string(),
    consignee_phone: z.string().nullable(),
    consignee_city: z.string(),
    consignee_zip: z.string(),
    consignee_country: z.string(),
    sender_name: z.string(),
    sender_city: z.string(),
    sender_zip: z.string(),
    sender_country: z.string(),
    items: z.array(shipmentItemOutput),
    fees: z.array(shipmentFeeOutput),
  })
  .meta({ id: 'Shipment' });

export type ShipmentOutput = z.infer<typeof shipmentOutput>;

/** Documentation example (the demo brand's fees; amounts as the demo data computes them). */
export const shipmentExample = {
  id: '3c1607ec-ad8d-4b51-a711-057c52f5101b',
  brand_id: '11424dbe-7593-4166-b3bd-3790f5a13b27',
  brand_slug: 'northwind',
  reference: 'ORDER-1001',
  is_test: true,
  currency: 'EUR',
  total_duties: '7.70',
  total_taxes: '28.25',
  total_additional_fees: '6.45',
  total_amount: '42.40',
  payment_status: 'PENDING',
  payment_link: 'https://pay.example.com/p/cqpYOXtlWTUWroUO-DYsQhBYblAfg5sM/pay',
  payment_deadline: '2026-12-06T11:15:13.210Z',
  created: '2026-11-22T11:15:13.210Z',
  consignee_name: 'Erika Mustermann',
  consignee_email: 'erika@example.com',
  consignee_phone: null,
  consignee_city: 'Berlin',
  consignee_zip: '10115',
  consignee_country: 'DE',
  sender_name: 'Northwind Outfitters',
  sender_city: 'New York',
  sender_zip: '10001',
  sender_country: 'US',
  items: [
    {
      description: 'Hoodie, 80% cotton 20% polyester, knitted',
      description_resolved: "Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted; of cotton",
      hs_code: null,
      hs_code_resolved: '611020',
      hs_code_resolved_import: '61102099',
      hs_code_resolved_export: '6110202079',
      classification_confidence: 0.93,
      country_of_origin: 'US',
      declared_value: '45.00',
      currency: 'USD',
      quantity: 1,
      weight_kg: null,
      total_value: '45.00',
      duty_amount: '4.62',
      tax_amount: '8.18',
    },
    {
      description: 'Leather handbag',
      description_resolved: 'Handbags, whether or not with shoulder strap, including those without handle; with outer surface of leather, of composition leather or of patent leather',
      hs_code: '4202.21',
      hs_code_resolved: '420221',
      hs_code_resolved_import: '42022100',
      hs_code_resolved_export: '4202219000',
      classification_confidence: null,
      country_of_origin: 'IT',
      declared_value: '120.00',
      currency: 'USD',
      quantity: 1,
      weight_kg: null,
      total_value: '120.00',
      duty_amount: '3.08',
      tax_amount: '20.07',
    },
  ],
  fees: [
    { fee_type: 'CONSTANT', display_name: 'Customs clearance', amount: '4.95', original_amount: '4.95', original_currency: 'EUR', is_visible: true },
    { fee_type: 'PERCENTAGE', display_name: 'Disbursement fee', amount: '1.50', original_amount: '1.50', original_currency: 'EUR', is_visible: true },
  ],
};
