import { eq } from 'drizzle-orm';
import type { MessageState, OutboxMessage } from '@clinic/shared/contract';
import { messages } from '../src/db/schema';
import { signIn } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';

// Issue 21: every message is kept and shown to the admin on the Sent messages page (/outbox), newest
// first, whichever channel carried it, with its state; a message that kept failing can be retried by the
// admin, and only such a one. The rows are written here directly: what the engine writes is its own suite's.

type Outbox = { success: boolean; message: string; messages: OutboxMessage[]; total: number };
type NewRow = typeof messages.$inferInsert;

// One moment for the whole file: two calls of Date.now() a millisecond apart would make "a minute later" 60,001 ms.
const NOW = Date.now();
const minutesAgo = (n: number) => new Date(NOW - n * 60_000);
let key = 0;
const row = (fields: Partial<NewRow> & { subject: string }): NewRow => ({
  idempotencyKey: `outbox-test:${++key}`,
  kind: 'booking-confirmed',
  channel: 'email',
  recipient: 'asha@example.in',
  body: `${fields.subject}\nSee you soon.`,
  html: `<p>${fields.subject}</p>`,
  attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
  payload: { secret: 'not for the page' },
  ...fields,
});

describe.each(DRIVER_DATABASES)('the Sent messages page on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // The worker never runs on its own here (0), so every row stays in the state it was written in.
    t = await startTestApp(kind, { MESSAGE_POLL_MS: '0' });
    admin = await signIn(t, 'admin');
    const db = t.database.db;
    await db.delete(messages);
    const inserted = await db
      .insert(messages)
      .values([
        row({ subject: 'Oldest, sent', state: 'sent', attempts: 1, createdAt: minutesAgo(50), sentAt: minutesAgo(49) }),
        row({
          subject: 'Reminder, skipped',
          kind: 'reminder',
          state: 'skipped',
          error: 'The appointment was cancelled',
          createdAt: minutesAgo(40),
        }),
        row({
          subject: 'WhatsApp, failed',
          channel: 'whatsapp',
          recipient: '+919845000000',
          state: 'failed',
          attempts: 8,
          error: 'WhatsApp answered 401: invalid token',
          createdAt: minutesAgo(30),
          lockedUntil: minutesAgo(29),
        }),
        row({
          subject: 'E-mail, failed',
          state: 'failed',
          attempts: 8,
          error: 'connect ECONNREFUSED 127.0.0.1:2525',
          createdAt: minutesAgo(20),
        }),
        row({ subject: 'Newest, queued', kind: 'reminder', state: 'queued', createdAt: minutesAgo(10), runAt: minutesAgo(-600) }),
      ])
      .returning({ id: messages.id, subject: messages.subject });
    for (const r of inserted) ids[r.subject] = r.id;
  });
  afterAll(() => t.close());

  const outbox = async (query = ''): Promise<Outbox> =>
    (await t.inject({ url: `/api/admin/outbox${query}`, headers: { atoken: admin } })).json();
  const retry = (messageId: string) =>
    t.inject({ method: 'POST', url: '/api/admin/retry-message', headers: { atoken: admin }, payload: { messageId } });
  const stored = async (id: string) => (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  test('lists every message newest first, each with its recipient, channel, subject, body, state and error', async () => {
    const page = await outbox();
    expect(page).toMatchObject({ success: true, total: 5 });
    expect(page.messages.map((m) => m.subject)).toEqual([
      'Newest, queued',
      'E-mail, failed',
      'WhatsApp, failed',
      'Reminder, skipped',
      'Oldest, sent',
    ]);
    expect(page.messages[2]).toEqual({
      _id: ids['WhatsApp, failed'],
      kind: 'booking-confirmed',
      channel: 'whatsapp',
      recipient: '+919845000000',
      subject: 'WhatsApp, failed',
      body: 'WhatsApp, failed\nSee you soon.',
      state: 'failed',
      attempts: 8,
      error: 'WhatsApp answered 401: invalid token',
      createdAt: expect.any(String),
      runAt: expect.any(String),
      sentAt: null,
    });
    const sent = page.messages[4]!;
    expect(sent.state).toBe('sent');
    expect(Date.parse(sent.sentAt!) - Date.parse(sent.createdAt)).toBe(60_000);
    // What only the sender needs (the HTML, the .ics, what a reminder is checked against) stays out of the page.
    expect(JSON.stringify(page)).not.toMatch(/VCALENDAR|not for the page|<p>/);
  });

  test('a state shows only its messages, counted alone; a state that does not exist is refused', async () => {
    const expected: Record<MessageState, string[]> = {
      queued: ['Newest, queued'],
      sent: ['Oldest, sent'],
      failed: ['E-mail, failed', 'WhatsApp, failed'],
      skipped: ['Reminder, skipped'],
    };
    for (const [state, subjects] of Object.entries(expected)) {
      const page = await outbox(`?state=${state}`);
      expect(page.messages.map((m) => m.subject)).toEqual(subjects);
      expect(page.total).toBe(subjects.length);
    }
    const unknown = await t.inject({ url: '/api/admin/outbox?state=bounced', headers: { atoken: admin } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: 'Unknown message state' });
  });

  test('messages come a page at a time without overlapping; two written in the same instant keep one order', async () => {
    const at = minutesAgo(5);
    await t.database.db.insert(messages).values([row({ subject: 'Twin A', createdAt: at }), row({ subject: 'Twin B', createdAt: at })]);
    try {
      const all = await outbox('?limit=50');
      expect(all.total).toBe(7);
      const pages = [await outbox('?limit=3&page=1'), await outbox('?limit=3&page=2'), await outbox('?limit=3&page=3')];
      expect(pages.flatMap((p) => p.messages.map((m) => m._id))).toEqual(all.messages.map((m) => m._id));
      expect(pages.every((p) => p.total === 7)).toBe(true);
      expect((await outbox('?page=99')).messages).toEqual([]);
    } finally {
      await t.database.db.delete(messages).where(eq(messages.createdAt, at));
    }
  });

  test('a query the page cannot read is refused with the envelope', async () => {
    for (const query of ['?limit=0', '?limit=51', '?page=0', '?page=x', '?state=']) {
      const res = await t.inject({ url: `/api/admin/outbox${query}`, headers: { atoken: admin } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  test('Retry puts a failed message back in the queue, due now, its tries and error cleared; a second Retry is refused', async () => {
    const id = ids['WhatsApp, failed']!;
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message queued to be sent again' });

    const after = await stored(id);
    expect(after).toMatchObject({ state: 'queued', attempts: 0, error: '', lockedUntil: null, sentAt: null });
    expect(Math.abs(after.runAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Same message, same words: nothing else about it changed.
    expect(after).toMatchObject({ recipient: '+919845000000', subject: 'WhatsApp, failed', body: 'WhatsApp, failed\nSee you soon.' });
    const queued = await outbox('?state=queued');
    expect(queued.messages.map((m) => m.subject)).toEqual(['Newest, queued', 'WhatsApp, failed']);
    expect((await outbox('?state=failed')).messages.map((m) => m.subject)).toEqual(['E-mail, failed']);

    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This message is already waiting to be sent' });
  });

  test('two Retries of one failed message at once queue it once', async () => {
    const id = ids['E-mail, failed']!;
    const answers = await Promise.all([retry(id), retry(id), retry(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stored(id)).toMatchObject({ state: 'queued', attempts: 0, error: '' });
  });

  test.each([
    ['sent', 'Oldest, sent', 'This message was already sent; it is not sent twice'],
    ['skipped', 'Reminder, skipped', 'This message was skipped on purpose and cannot be retried'],
    ['queued', 'Newest, queued', 'This message is already waiting to be sent'],
  ])('a %s message is not retried: 409 with the reason, and the message is untouched', async (_state, subject, message) => {
    const before = await stored(ids[subject]!);
    const res = await retry(ids[subject]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message });
    expect(await stored(ids[subject]!)).toEqual(before);
  });

  test('retrying a message that does not exist is 404, a wrong id 400; neither changes anything', async () => {
    const before = await outbox('?limit=50');
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Message not found' });
    const wrong = await retry('not-an-id');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Message id is missing or invalid' });
    expect(await outbox('?limit=50')).toEqual(before);
  });

  test('only the admin reads the page or retries; a visitor, patient or doctor is refused and nothing changes', async () => {
    const [patient, doctor] = [await signIn(t, 'asha'), await signIn(t, 'ananya')];
    const [failed] = await t.database.db
      .insert(messages)
      .values(row({ subject: 'Failed for the guard', state: 'failed', error: 'refused' }))
      .returning({ id: messages.id });
    expect((await t.inject('/api/admin/outbox')).statusCode).toBe(401);
    for (const headers of [{ token: patient }, { dtoken: doctor }, { atoken: patient }, { atoken: doctor }]) {
      expect([401, 403]).toContain((await t.inject({ url: '/api/admin/outbox', headers })).statusCode);
      const res = await t.inject({ method: 'POST', url: '/api/admin/retry-message', headers, payload: { messageId: failed!.id } });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect(await stored(failed!.id)).toMatchObject({ state: 'failed', error: 'refused' });
  });
});
