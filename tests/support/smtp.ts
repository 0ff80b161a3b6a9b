import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail the test SMTP server accepted, with its text and HTML parts decoded. */
export type CaughtMail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string>; raw: string };

export type TestSmtp = {
  url: string;
  messages: CaughtMail[];
  /** How many deliveries were refused on purpose so far. */
  refused: () => number;
  waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port. `failFirst` refuses that many deliveries with a
 * temporary 451, to exercise the outbox's retries; `refuse` keeps refusing the recipients it names.
 */
export async function startSmtp(options: { failFirst?: number; refuse?: (address: string) => boolean } = {}): Promise<TestSmtp> {
  const messages: CaughtMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      refused += 1;
      callback(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < (options.failFirst ?? 0)) {
          refused += 1;
          const error = Object.assign(new Error('Try again later (test)'), { responseCode: 451 });
          return callback(error);
        }
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refused,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the mails this app sends (nodemailer: multipart/alternative, QP or base64). */
export function parseMail(raw: string, to: string[] = []): CaughtMail {
  const { headers, body } = splitPart(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const part = splitPart(section.replace(/^\r?\n/, ''));
    parts.push({ type: part.headers['content-type'] ?? 'text/plain', content: decodeBody(part.body, part.headers['content-transfer-encoding']) });
  }
  return {
    to,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    headers,
    raw,
  };
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

/** The 6-digit code of a verification mail. */
export const codeIn = (mail: CaughtMail): string => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
/** The reset link of a password-reset mail. */
export const linkIn = (mail: CaughtMail): string => /(https?:\/\/\S+reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '';
