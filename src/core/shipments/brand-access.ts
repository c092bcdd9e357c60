import type { Principal } from '../auth/principal.js';
import { InvalidRequestError } from '../errors/index.js';

/**
 * Which brand a request acts for. Pure: the caller looks the result up within the key's account
 * (a brand of another account is then "not found", never "forbidden").
 */
export function requestedBrand(principal: Principal, brandParam: string | undefined, keyBrand: { id: string; slug: string } | null): string {
  if (!principal.brandId) {
    if (!brandParam) throw new InvalidRequestError('brand_id is required when using an unrestricted API key', 'brand_id', 'brand_required');
    return brandParam;
  }
  if (!brandParam) return principal.brandId;
  if (keyBrand && (brandParam.toLowerCase() === keyBrand.id || brandParam === keyBrand.slug)) return keyBrand.id;
  throw new InvalidRequestError("brand_id does not match the API key's brand", 'brand_id', 'brand_mismatch');
}
