import type { ParsedMail } from 'mailparser';
import type { MessageEngine } from '../../src/features/messages/engine';
import { isTo, type SmtpSink } from './smtp';

/** Runs the engine until a mail to that address (and subject) has arrived at the SMTP server; the newest one. */
export async function mailFor(engine: MessageEngine, smtp: SmtpSink, address: string, subject: RegExp, count = 1): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await engine.runOnce();
    const found = smtp.received.filter(isTo(address, subject));
    if (found.length >= count) return found[found.length - 1]!;
    if (Date.now() > deadline) return (await smtp.waitFor(isTo(address, subject), `mail to ${address}`, count, 1))[0]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The reset link's token in a mail's text. */
export function resetTokenIn(mail: ParsedMail): { url: string; token: string } {
  const url = /https?:\/\/\S+\/reset-password\?token=[\w-]+(&role=doctor)?/.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`no reset link in: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get('token')! };
}
