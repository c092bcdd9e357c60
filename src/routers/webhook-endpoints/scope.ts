import type { Principal } from '../../core/auth/principal.js';
import type { EndpointScope } from '../../core/webhooks/types.js';

export const scopeOf = (p: Principal): EndpointScope => ({ accountId: p.accountId, brandId: p.brandId, mode: p.mode });
