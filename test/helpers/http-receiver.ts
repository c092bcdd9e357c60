import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What to do with the n-th request (0-based): status to answer, after an optional delay. */
export type Behaviour = (req: ReceivedRequest, index: number) => { status: number; delayMs?: number; body?: string };

/** A real HTTP server on a loopback port that records every request (a webhook receiver). */
export interface HttpReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Requests whose response was actually sent (a timed-out client may have given up). */
  setBehaviour(b: Behaviour): void;
  waitForRequests(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startHttpReceiver(behaviour: Behaviour = () => ({ status: 200 }), path = '/hooks'): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  let current = behaviour;
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const index = requests.length;
      requests.push(r);
      for (const w of waiters.splice(0)) w();
      const { status, delayMs, body } = current(r, index);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? `status ${status}`);
      };
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    requests,
    setBehaviour: (b) => {
      current = b;
    },
    waitForRequests: async (n, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} requests, got ${requests.length} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 500));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, n);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` returns a truthy value. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
