import { z } from 'zod';
import { amountInput, countryCode, currencyCode, uuidOrSlug } from '../shared/fields.js';

const moneyInput = z.object({ amount: amountInput, currency: currencyCode });

export const createShipmentItemInput = z.object({
  description: z.string().trim().min(1).max(1000).meta({ example: "Men's cotton knitted T-shirt" }),
  declared_value: amountInput.meta({ description: 'Value of one unit, in the item currency', example: '25.00' }),
  currency: currencyCode,
  country_of_origin: countryCode,
  quantity: z.number().int().min(1).max(100000),
  hs_code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .meta({ description: 'HS or national code (6–10 digits, dots allowed). Validated, never overwritten; landed classifies the item when absent.', example: '6109.10' }),
  weight_kg: amountInput.optional().meta({ description: 'Net weight of one unit in kg; used by specific duties (per kg). When absent such duties are estimated and flagged.' }),
});

export const createShipmentInput = z
  .object({
    brand_id: uuidOrSlug.optional().meta({ description: 'Required with an account-level key; optional (defaults to the key brand) with a brand-scoped key' }),
    currency: currencyCode.meta({ description: 'Currency of the amounts charged to the consignee' }),
    reference: z.string().trim().min(1).max(200),
    items: z.array(createShipmentItemInput).min(1).max(200),
    consignee_name: z.string().trim().min(1).max(200),
    consignee_email: z.email(),
    consignee_phone: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'must be E.164, e.g. +4915112345678').optional(),
    consignee_city: z.string().trim().min(1).max(200),
    consignee_zip: z.string().trim().min(1).max(20),
    consignee_country: countryCode.meta({ description: 'Destination country' }),
    sender_name: z.string().trim().min(1).max(200),
    sender_city: z.string().trim().min(1).max(200),
    sender_zip: z.string().trim().min(1).max(20),
    sender_country: countryCode,
    shipping: moneyInput.optional().meta({ description: 'Freight to the border, for destinations that value goods CIF' }),
    insurance: moneyInput.optional().meta({ description: 'Insurance cost, for destinations that value goods CIF' }),
  })
  .meta({ id: 'CreateShipmentRequest' });

export type CreateShipmentInput = z.infer<typeof createShipmentInput>;

export const createShipmentRequestExample = {
  brand_id: 'northwind',
  currency: 'EUR',
  reference: 'ORDER-1001',
  items: [
    { description: 'Hoodie, 80% cotton 20% polyester, knitted', declared_value: '45.00', currency: 'USD', country_of_origin: 'US', quantity: 1 },
    { description: 'Leather handbag', declared_value: '120.00', currency: 'USD', country_of_origin: 'IT', quantity: 1, hs_code: '4202.21' },
  ],
  consignee_name: 'Erika Mustermann',
  consignee_email: 'erika@example.com',
  consignee_city: 'Berlin',
  consignee_zip: '10115',
  consignee_country: 'DE',
  sender_name: 'Northwind Outfitters',
  sender_city: 'New York',
  sender_zip: '10001',
  sender_country: 'US',
};
