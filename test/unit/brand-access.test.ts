import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/auth/principal.js';
import { InvalidRequestError } from '../../src/core/errors/index.js';
import { requestedBrand } from '../../src/core/shipments/brand-access.js';
import { canonicalJson, requestHash } from '../../src/core/shipments/idempotency.js';

const account: Principal = { accountId: 'a', brandId: null, mode: 'live', isTest: false, keyId: 'k' };
const scoped: Principal = { ...account, brandId: '11111111-1111-4111-8111-111111111111' };
const keyBrand = { id: scoped.brandId!, slug: 'pixel' };

describe('brand resolution rules', () => {
  it('requires brand_id with an unrestricted key', () => {
    expect(() => requestedBrand(account, undefined, null)).toThrowError('brand_id is required when using an unrestricted API key');
    expect(requestedBrand(account, 'any-slug', null)).toBe('any-slug');
  });
  it('defaults to the key brand and accepts its id or slug', () => {
    expect(requestedBrand(scoped, undefined, keyBrand)).toBe(keyBrand.id);
    expect(requestedBrand(scoped, 'pixel', keyBrand)).toBe(keyBrand.id);
    expect(requestedBrand(scoped, keyBrand.id.toUpperCase(), keyBrand)).toBe(keyBrand.id);
  });
  it("refuses another brand with a brand-scoped key", () => {
    let err: unknown;
    try {
      requestedBrand(scoped, 'other', keyBrand);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InvalidRequestError);
    expect((err as InvalidRequestError).message).toBe("brand_id does not match the API key's brand");
    expect((err as InvalidRequestError).param).toBe('brand_id');
  });
});

describe('idempotency request hashing', () => {
  it('ignores key order but not values', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});
