import { z } from 'zod';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** ISO 3166-1 alpha-2, upper case (lower case is accepted and normalised). */
export const countryCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => /^[A-Z]{2}$/.test(s) && regionNames.of(s) !== undefined, { message: 'must be an ISO 3166-1 alpha-2 country code' })
  .meta({ example: 'DE', description: 'ISO 3166-1 alpha-2 country code' });

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
/** ISO 4217 alphabetic code, upper case. Whether landed can convert it is checked by the engine. */
export const currencyCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => /^[A-Z]{3}$/.test(s) && currencyNames.of(s) !== undefined, { message: 'must be an ISO 4217 currency code' })
  .meta({ example: 'EUR', description: 'ISO 4217 currency code' });

/**
 * A non-negative decimal amount. Accepted as a JSON string ("19.99", exact) or number (19.99);
 * always returned as a string so no float ever touches money.
 */
export const amountInput = z
  .union([z.string().trim().regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be a non-negative decimal such as "19.99"'), z.number().nonnegative().finite().max(1e12)])
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((s) => /^\d{1,12}(\.\d{1,6})?$/.test(s), { message: 'must be a non-negative decimal with at most 6 decimals' })
  .meta({ description: 'Decimal amount as a string (preferred) or number', example: '49.90' });

/** Amounts in responses: decimal strings with exactly the currency's minor-unit digits. */
export const amountOutput = z.string().meta({ description: 'Decimal amount, rounded to the currency minor unit', example: '12.50' });

export const uuidOrSlug = z.string().trim().min(1).max(100).meta({ description: "The brand's UUID or slug", example: 'acme-eu' });
