import { createMessageEngine, type MessageEngine } from '../../src/features/messages/engine';
import { startSmtpSink, type SmtpSink } from './smtp';
import { startTestApp, type TestApp } from './harness';

export interface MailingApp {
  t: TestApp;
  smtp: SmtpSink;
  /** Driven by the test (`runOnce`): the app's own rounds are off (`MESSAGE_POLL_MS=0`). */
  engine: MessageEngine;
  close(): Promise<void>;
}

/**
 * An app that sends its e-mail to a real SMTP server started for the test, with a message engine the
 * test drives. The seeded bookings' messages are sent first, so each test sees only its own.
 */
export async function startMailingApp(kind: Parameters<typeof startTestApp>[0], env: Record<string, string> = {}): Promise<MailingApp> {
  const smtp = await startSmtpSink();
  let t: TestApp | undefined;
  try {
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MESSAGE_POLL_MS: '0', ...env });
    const engine = createMessageEngine(t.database.db, t.config);
    await engine.runOnce();
    const app = t;
    return {
      t: app,
      smtp,
      engine,
      async close() {
        await engine.close();
        await app.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await t?.close();
    await smtp.close();
    throw error;
  }
}
