import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { assertDeliverableHost, guardedLookup } from './url-guard.js';

export interface PostResult {
  statusCode: number;
  /** First 2 KB of the response, for the relay log. */
  body: string;
}

const MAX_LOGGED_BODY = 2048;

/**
 * One POST with a hard overall timeout (connect + response). Redirects are not followed: a 3xx is
 * a failed attempt, like any non-2xx, since following them would bypass the address check.
 */
export function postJson(target: string, body: string, headers: Record<string, string>, opts: { timeoutMs: number; allowPrivate: boolean }): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    try {
      assertDeliverableHost(url, opts.allowPrivate);
    } catch (err) {
      reject(err);
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const req = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'landed-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(opts.allowPrivate) as never,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < MAX_LOGGED_BODY) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_LOGGED_BODY) }));
        res.on('error', reject);
      },
    );
    req.on('error', (err: Error & { code?: string }) => {
      if (signal.aborted) reject(new Error(`timed out after ${opts.timeoutMs} ms`));
      else reject(err);
    });
    req.end(body);
  });
}
