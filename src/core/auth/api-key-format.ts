import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type KeyMode = 'live' | 'test';

const KEY_RE = /^svc_(live|test)_([A-Za-z0-9]{39})$/;
/** Characters after `svc_live_` that form the non-secret lookup prefix. */
const LOOKUP_CHARS = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 39 base62 characters ≈ 232 bits; with the 9-character mode prefix a key is 48 characters. */
function randomBase62(length: number): string {
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling keeps the alphabet uniform (248 = 4 × 62).
      if (byte < 248 && out.length < length) out.push(ALPHABET[byte % 62]);
    }
  }
  return out.join('');
}

export interface GeneratedKey {
  plaintext: string;
  prefix: string;
  hash: string;
  mode: KeyMode;
}

export function generateApiKey(mode: KeyMode): GeneratedKey {
  const plaintext = `svc_${mode}_${randomBase62(39)}`;
  return { plaintext, prefix: keyPrefix(plaintext), hash: hashApiKey(plaintext), mode };
}

export function keyPrefix(plaintext: string): string {
  return plaintext.slice(0, 'svc_live_'.length + LOOKUP_CHARS);
}

export function hashApiKey(plaintext: string): string {
  return createHash('sha256').update(plaintext).digest('hex');
}

/** Parses a presented key; null when it cannot be one of ours (no database lookup is made then). */
export function parseApiKey(presented: string): { mode: KeyMode; prefix: string } | null {
  const m = KEY_RE.exec(presented);
  if (!m) return null;
  return { mode: m[1] as KeyMode, prefix: keyPrefix(presented) };
}

export function keyMatchesHash(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
