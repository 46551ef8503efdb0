import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { readMime } from './read-mime.ts';
import { waitForRecord } from './wait-for-record.ts';

export interface CaughtMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The user name the client logged in with, if it did. */
  user: string | null;
  raw: string;
  receivedAt: Date;
}

export interface SmtpCatcher {
  /** smtp://user:pass@127.0.0.1:<port> — any credentials are accepted. */
  url: string;
  port: number;
  /** Oldest first. */
  mails: CaughtMail[];
  /** The next `count` messages are answered 451 (try again later) instead of being accepted. */
  failNext(count: number): void;
  /** Resolves with the first mail (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests and journeys: it speaks the protocol nodemailer speaks to any mail
 * server, accepts any login, and keeps what it receives. No TLS (STARTTLS is not offered), so
 * smtp:// URLs work without certificates.
 */
export async function startSmtpCatcher(
  options: { port?: number; host?: string; onMail?: (mail: CaughtMail) => void } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const read = readMime(raw);
        const address = (a: SMTPServerAddress | false) => (a ? a.address.toLowerCase() : '');
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map(address),
          from: address(session.envelope.mailFrom),
          subject: read.subject,
          text: read.text,
          html: read.html,
          user: typeof session.user === 'string' ? session.user : null,
          raw,
          receivedAt: new Date(),
        };
        mails.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    port,
    mails,
    failNext: (count) => {
      failures = count;
    },
    waitFor: (match, timeoutMs = 10_000) => waitForRecord(mails, waiters, match, timeoutMs, 'mail'),
    clear: () => {
      mails.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
