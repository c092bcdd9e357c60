import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (the receiving end of live mail). `reject` makes it answer 550 to a recipient. */
export async function startSmtpReceiver(opts: { user?: string; pass?: string } = {}): Promise<{ port: number; mails: ReceivedMail[]; reject: Set<string>; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const reject = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: opts.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass) cb(null, { user: auth.username });
      else cb(new Error('Invalid credentials'));
    },
    onRcptTo(address, _session, cb) {
      if (reject.has(address.address)) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, reject, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface SmsRequest {
  path: string;
  authorization: string | undefined;
  params: Record<string, string>;
}

/** An HTTP receiver speaking the Twilio Messages API shape; `failNext` answers 503 that many times first. */
export async function startSmsReceiver(): Promise<{ url: string; requests: SmsRequest[]; failNext: { count: number }; close(): Promise<void> }> {
  const requests: SmsRequest[] = [];
  const failNext = { count: 0 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, params });
      if (failNext.count > 0) {
        failNext.count--;
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service unavailable', code: 20503 }));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${requests.length.toString().padStart(32, '0')}`, status: 'queued', to: params.To }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, failNext, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function decodeQp(s: string): string {
  const bytes = Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');
  return bytes.toString('utf8');
}

export interface MimePart {
  headers: Record<string, string>;
  body: string;
  content: Buffer;
}

/** Leaf parts of a MIME message, decoded (quoted-printable, base64). Enough for nodemailer's output. */
export function mimeParts(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = (text: string) => {
    const i = text.search(/\r?\n\r?\n/);
    const head = text.slice(0, i).replace(/\r?\n[ \t]+/g, ' ');
    const headers: Record<string, string> = {};
    for (const line of head.split(/\r?\n/)) {
      const c = line.indexOf(':');
      if (c > 0) headers[line.slice(0, c).toLowerCase()] = line.slice(c + 1).trim();
    }
    return { headers, body: text.slice(i).replace(/^\r?\n\r?\n/, '') };
  };
  const walk = (text: string): MimePart[] => {
    const { headers, body } = split(text);
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (boundary && /^multipart\//i.test(headers['content-type'] ?? '')) {
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .flatMap((p) => walk(p.replace(/^\r?\n/, '')));
    }
    const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
    const content = enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : enc === 'quoted-printable' ? Buffer.from(decodeQp(body), 'utf8') : Buffer.from(body, 'utf8');
    return [{ headers, body: content.toString('utf8'), content }];
  };
  return { headers: split(raw).headers, parts: walk(raw) };
}

/** Decodes RFC 2047 encoded-words in a header (nodemailer uses them for non-ASCII subjects and names). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
  );
}

/** The text drawn in a PDF made by pdfkit: content streams inflated, hex strings in TJ arrays decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const data = Buffer.from(raw.slice(start, end), 'latin1');
    let text: string;
    try {
      text = inflateSync(data).toString('latin1');
    } catch {
      text = data.toString('latin1');
    }
    for (const tj of text.matchAll(/\[(.*?)\]\s*TJ/g)) out.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return out.join('\n');
}

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
