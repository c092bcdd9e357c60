import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/core/users/sign-in-throttle.js';

describe('SignInThrottle', () => {
  it('counts failures per address and email within the window, and forgets them after it', () => {
    const th = new SignInThrottle(3, 5, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) th.fail('10.0.0.1', 'A@x.com', t0 + i);
    expect(th.retryAfter('10.0.0.1', 'a@x.com', t0 + 10)).toBe(60);
    expect(th.retryAfter('10.0.0.2', 'a@x.com', t0 + 10)).toBe(0);
    expect(th.retryAfter('10.0.0.1', 'b@x.com', t0 + 10)).toBe(0);
    expect(th.retryAfter('10.0.0.1', 'a@x.com', t0 + 60_001)).toBe(0);
  });

  it('also limits one email across many addresses', () => {
    const th = new SignInThrottle(3, 5, 60_000);
    for (let i = 0; i < 5; i++) th.fail(`10.0.0.${i}`, 'a@x.com', 1000);
    expect(th.retryAfter('10.9.9.9', 'a@x.com', 2000)).toBeGreaterThan(0);
  });

  it('a success clears the address+email count', () => {
    const th = new SignInThrottle(3, 50, 60_000);
    th.fail('ip', 'a@x.com', 1);
    th.fail('ip', 'a@x.com', 2);
    th.succeed('ip', 'a@x.com');
    th.fail('ip', 'a@x.com', 3);
    expect(th.retryAfter('ip', 'a@x.com', 4)).toBe(0);
  });
});
