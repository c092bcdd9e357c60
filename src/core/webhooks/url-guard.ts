import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';
import { InvalidRequestError } from '../errors/index.js';

/** Only globally routable unicast addresses; loopback, private, link-local, CGNAT, multicast, reserved… are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address; webhooks may only target public addresses`);
  }
}

const lookupAll = promisify(dnsLookup) as unknown as (host: string, opts: { all: true }) => Promise<LookupAddress[]>;

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Validates a webhook URL: http(s), no fragment, and (unless private targets are allowed) a host
 * whose every DNS answer is public, so that a name pointing at 127.0.0.1 is refused like the literal.
 * Delivery checks again at connect time (see guardedLookup), which defeats later DNS changes.
 */
export async function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean }): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidRequestError('url must be an absolute http(s) URL', 'url', 'invalid_url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidRequestError('url must use https or http', 'url', 'invalid_url');
  if (url.hash) throw new InvalidRequestError('url must not contain a fragment', 'url', 'invalid_url');
  if (opts.allowPrivate) return url.toString();
  const host = bareHost(url);
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw new InvalidRequestError(`url host ${host} is a private, loopback or link-local address`, 'url', 'url_not_public');
    return url.toString();
  }
  let answers: LookupAddress[];
  try {
    answers = await lookupAll(host, { all: true });
  } catch {
    throw new InvalidRequestError(`url host ${host} does not resolve`, 'url', 'url_unresolvable');
  }
  const bad = answers.find((a) => !isPublicAddress(a.address));
  if (bad || answers.length === 0) throw new InvalidRequestError(`url host ${host} resolves to ${bad?.address ?? 'nothing'}, a private, loopback or link-local address`, 'url', 'url_not_public');
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private answers, so the address checked is the address
 * connected to (no DNS rebinding between check and connect).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number } | number, callback: LookupCallback): void => {
    const opts = typeof options === 'number' ? { family: options } : options;
    dnsLookup(hostname, { ...opts, all: true } as never, (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      const bad = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(Object.assign(new PrivateAddressError(hostname, bad.address), { code: 'EPRIVATEADDR' }), []);
      if (opts.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Literal IP hosts never reach `lookup`, so they are checked before connecting. */
export function assertDeliverableHost(url: URL, allowPrivate: boolean): void {
  const host = bareHost(url);
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) throw new PrivateAddressError(host, host);
}
