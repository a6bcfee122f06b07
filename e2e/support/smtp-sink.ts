// A real SMTP server (smtp-server) a spec's own gateway sends to; what it accepted, parsed by mailparser.
// The api's tests have a fuller one (api/test/support/smtp.ts); a browser test only needs to read mail.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Resolves with the first message to `address` whose subject matches, among those not yet taken. */
  next(address: string, subject: RegExp, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => (server.once('error', reject), server.listen(0, '127.0.0.1', () => resolve())));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    async next(address, subject, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && recipients(m).includes(address.toLowerCase()) && subject.test(m.subject ?? ''));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${address} matching ${subject}; received: ${received.map((m) => `${recipients(m)} "${m.subject}"`).join('; ')}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's plain text whose path is `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const found = (mail.text ?? '')
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.map((s) => new URL(s))
    .find((u) => u.pathname === path);
  if (!found) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return found;
}
