// A real SMTP server (the smtp-server package) the api sends to in tests; what it accepted, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface SmtpSink {
  url: string;
  port: number;
  /** Every message the server accepted (answered 250 to its data), in order. */
  received: ParsedMail[];
  /** The server answers every MAIL FROM with `code` (e.g. 451, try later) until `refuse(null)`. */
  refuse(code: number | null): void;
  /** Messages wait for their 250 until `hold(false)`; one whose sender goes away meanwhile was never accepted. */
  hold(on: boolean): void;
  /** How many messages wait for their 250. */
  held(): number;
  /** Stops listening (the server is down) or listens again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Messages with that recipient, optionally with a subject matching (`isTo`). */
  to(address: string, subject?: RegExp): ParsedMail[];
  /** Resolves once `count` messages match (within `ms`); fails naming what arrived. */
  waitFor(match: (mail: ParsedMail) => boolean, what: string, count?: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusing: number | null = null;
  let holding = false;
  const waiting: { session: string; accept: () => void }[] = [];
  const closedSessions = new Set<string>();

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onMailFrom(_address, _session, callback) {
        if (refusing === null) return callback();
        const error = Object.assign(new Error('Try again later'), { responseCode: refusing });
        callback(error);
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const accept = () => {
            if (closedSessions.has(session.id)) return;
            void simpleParser(Buffer.concat(chunks)).then((mail) => {
              received.push(mail);
              callback();
            }, callback);
          };
          if (holding) waiting.push({ session: session.id, accept });
          else accept();
        });
      },
      onClose(session) {
        closedSessions.add(session.id);
      },
    });

  let server = make();
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => (server.once('error', reject), server.listen(port, '127.0.0.1', () => resolve())));
  await listen(0);
  const port = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (code) => (refusing = code),
    hold(on) {
      holding = on;
      if (!on) for (const w of waiting.splice(0)) w.accept();
    },
    held: () => waiting.filter((w) => !closedSessions.has(w.session)).length,
    down: close,
    async up() {
      server = make();
      await listen(port);
    },
    to: (address, subject) => received.filter(isTo(address, subject)),
    async waitFor(match, what, count = 1, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(
            `${what}: ${found.length} of ${count} arrived; received: ${received.map((m) => `${recipients(m).join(',')} "${m.subject}"`).join('; ')}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close,
  };
  return sink;
}

/** The link every new account is sent at sign-up (issue 34): not what a suite about other mail is waiting for. */
const isSignUpLink = (mail: ParsedMail) => (mail.messageId ?? '').startsWith('<email-proof.');

/** Mail to the address, with a subject matching; with no subject given, any but the sign-up's confirmation link. */
export const isTo = (address: string, subject?: RegExp) => (mail: ParsedMail) =>
  recipients(mail).includes(address.toLowerCase()) && (subject ? subject.test(mail.subject ?? '') : !isSignUpLink(mail));
