import type { KeyMode } from './api-key-format.js';

/** Who is calling: resolved from an API key (or the admin credential for internal procedures). */
export interface Principal {
  accountId: string;
  /** Set for brand-scoped keys. */
  brandId: string | null;
  mode: KeyMode;
  isTest: boolean;
  keyId: string;
}
