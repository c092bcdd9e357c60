/**
 * Seconds to wait after failed attempt n (1-based) of a series before attempt n+1. The first retry
 * comes after 5 s, then the gaps grow; 12 attempts span about 2 days 22 hours. Explicit rather than
 * graphile-worker's exp(attempts) backoff, which is capped at exp(10) s and so would need ~21
 * attempts (and be hard to reason about) to cover three days.
 */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600, 24 * 3600] as const;

/** Attempts per series (the first try plus the retries). */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Deliveries that fail for good in a row (no success between) before an endpoint is disabled. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;

/** Delay before the next attempt, or null when the series is exhausted. */
export function retryDelaySeconds(attemptsInSeries: number): number | null {
  return attemptsInSeries >= 1 && attemptsInSeries <= RETRY_DELAYS_SECONDS.length ? RETRY_DELAYS_SECONDS[attemptsInSeries - 1] : null;
}
