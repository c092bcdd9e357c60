/**
 * Failed sign-ins per (client address, email) and per email: after too many failures within the
 * window, further attempts are refused until the window has passed. Successes do not count, so a
 * team signing in from one office is never locked out. Kept in process memory: with several API
 * processes each one counts on its own, which still bounds guessing to a few tries per minute.
 */
export class SignInThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    readonly perAddressAndEmail = 5,
    readonly perEmail = 20,
    readonly windowMs = 15 * 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfter(address: string, email: string, now = Date.now()): number {
    const e = email.trim().toLowerCase();
    let wait = 0;
    for (const [key, max] of [[`${address}|${e}`, this.perAddressAndEmail], [e, this.perEmail]] as const) {
      const list = this.recent(key, now);
      if (list.length >= max) wait = Math.max(wait, Math.ceil((list[list.length - max] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(address: string, email: string, now = Date.now()): void {
    const e = email.trim().toLowerCase();
    for (const key of [`${address}|${e}`, e]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(address: string, email: string): void {
    this.failures.delete(`${address}|${email.trim().toLowerCase()}`);
  }
}
