// The message queue's drain rate: 10,000 queued e-mails sent to a local SMTP server (smtp-server, counting
// only) by one engine, as one api replica would send them. BENCH_MESSAGES changes the count.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { messages } from '../src/db/schema';
import { createMessageEngine } from '../src/features/messages/engine';
import { createBenchDatabase } from './postgres-database';

async function countingSmtp() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => (accepted++, callback()));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchMessageDrain(adminUrl: string, count = Number(process.env.BENCH_MESSAGES ?? 10_000)) {
  const pg = await createBenchDatabase(adminUrl);
  const smtp = await countingSmtp();
  const database = await openDatabase(pg ? { databaseUrl: pg.url, dataDir: 'memory://' } : { dataDir: 'memory://' });
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED_DEMO: 'false', SMTP_URL: smtp.url, MESSAGE_POLL_MS: '0' });
    const body = 'Your appointment with Dr. Ananya Iyer is confirmed for Thursday 26 November 2026 at 10:00 am.\n'.repeat(6);
    for (let i = 0; i < count; i += 1_000)
      await database.db.insert(messages).values(
        Array.from({ length: Math.min(1_000, count - i) }, (_, j) => ({
          idempotencyKey: `bench:${i + j}`,
          kind: 'booking-confirmed' as const,
          channel: 'email' as const,
          recipient: `patient-${i + j}@example.in`,
          subject: `Appointment booked #${i + j}`,
          body,
          html: `<p>${body}</p>`,
        })),
      );
    const engine = createMessageEngine(database.db, config);
    const started = performance.now();
    while (smtp.accepted() < count) {
      const round = await engine.runOnce();
      if (round.sent + round.retried + round.failed + round.skipped === 0 && smtp.accepted() < count)
        throw new Error(`the queue stopped with ${smtp.accepted()} of ${count} sent`);
    }
    const seconds = (performance.now() - started) / 1000;
    await engine.close();
    console.log(
      `\nMessage queue drain (${pg ? 'PostgreSQL' : 'PGlite'}, one engine, SMTP pool of 4 to a local smtp-server): ` +
        `${count} e-mails in ${seconds.toFixed(1)} s = ${Math.round(count / seconds)} messages/s`,
    );
  } finally {
    await database.close();
    await smtp.close();
    await pg?.drop();
  }
}
