import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, keyMatchesHash, parseApiKey } from '../../src/core/auth/api-key-format.js';

describe('API key format', () => {
  it('generates ~48-character keys with the mode prefix, random each time', () => {
    const a = generateApiKey('live');
    const b = generateApiKey('test');
    expect(a.plaintext).toMatch(/^svc_live_[A-Za-z0-9]{39}$/);
    expect(b.plaintext).toMatch(/^svc_test_[A-Za-z0-9]{39}$/);
    expect(a.plaintext).toHaveLength(48);
    expect(generateApiKey('live').plaintext).not.toBe(a.plaintext);
  });

  it('stores only a hash and a non-secret prefix', () => {
    const k = generateApiKey('live');
    expect(k.hash).toBe(hashApiKey(k.plaintext));
    expect(k.hash).not.toContain(k.plaintext.slice(9));
    expect(k.prefix).toBe(k.plaintext.slice(0, 17));
    expect(keyMatchesHash(k.plaintext, k.hash)).toBe(true);
    // (a different last character: a random key may already end in 'x')
    const other = k.plaintext.endsWith('x') ? 'y' : 'x';
    expect(keyMatchesHash(`${k.plaintext.slice(0, -1)}${other}`, k.hash)).toBe(false);
  });

  it('rejects anything that cannot be a key before any lookup', () => {
    expect(parseApiKey('sk_live_abc')).toBeNull();
    expect(parseApiKey('svc_prod_' + 'a'.repeat(39))).toBeNull();
    expect(parseApiKey('svc_live_' + 'a'.repeat(38))).toBeNull();
    expect(parseApiKey('svc_test_' + 'a'.repeat(39))).toEqual({ mode: 'test', prefix: 'svc_test_aaaaaaaa' });
  });
});
