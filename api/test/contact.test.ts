import { CONTACT_REPLY_MESSAGE, PHONE_MESSAGE, type ContactMessage } from '@clinic/shared/contract';
import { contactMessages } from '../src/db/schema';
import { signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { restartableDatabase } from './support/restartable-database';

// Issue 19, point 4 (decision 40): the contact form reaches the clinic. A message is kept and shown to the
// admin in the Inbox, newest first, unread until marked read; the form is rate-limited per address and
// carries a honeypot. Point 11: its phone number is checked by the shared phone rule and stored normalised.
const SENT = { success: true, message: 'Form submitted successfully!' };
const TOO_MANY = 'You have sent several messages in a short time. Please wait 10 minutes and try again, or call or chat with us.';

const asha = {
  name: 'Asha Rao',
  email: '',
  phone: '098450 00000',
  subject: 'Hearing test',
  message: 'Can I bring my father on Saturday?\r\nHe hears poorly on the phone.',
  newsletter: true,
};

type Inbox = { success: boolean; messages: ContactMessage[]; total: number; unread: number };

describe.each(DATABASES)('the contact form and the Inbox on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: '1000' });
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  let address = 0;
  // Each send from an address of its own, so the rate limit stays out of the way here.
  const send = (payload: object) => t.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: `10.1.0.${++address}` });
  const inbox = async (query = ''): Promise<Inbox> =>
    (await t.inject({ url: `/api/admin/inbox${query}`, headers: { atoken: admin } })).json();
  const markRead = (messageId: string) =>
    t.inject({ method: 'POST', url: '/api/admin/inbox-read', headers: { atoken: admin }, payload: { messageId } });
  const stored = async () => (await t.database.db.select().from(contactMessages)).length;

  test('a message is kept and reaches the Inbox, newest first and unread, with the phone stored normalised', async () => {
    const before = await inbox();
    const res = await send(asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);

    const after = await inbox();
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.messages[0]).toEqual({
      _id: expect.any(String),
      name: 'Asha Rao',
      email: '',
      phone: '+919845000000',
      subject: 'Hearing test',
      message: 'Can I bring my father on Saturday?\nHe hears poorly on the phone.',
      newsletter: true,
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(Date.now() - Date.parse(after.messages[0]!.createdAt)).toBeLessThan(60_000);
  });

  test('an e-mail alone is a way to reply too; it is kept in lower case, and subject and newsletter may be left out', async () => {
    expect((await send({ name: 'Rohan Das', email: ' Rohan.Das@Example.IN ', message: 'Do you repair hearing aids?' })).json()).toEqual(
      SENT,
    );
    expect((await inbox()).messages[0]).toMatchObject({
      name: 'Rohan Das',
      email: 'rohan.das@example.in',
      phone: '',
      subject: '',
      newsletter: false,
    });
  });

  test.each([
    ['no name', { ...asha, name: '  ' }, 'Name is required'],
    ['no message', { ...asha, message: '\n ' }, 'Message is required'],
    ['no way to reply', { ...asha, email: '', phone: '' }, CONTACT_REPLY_MESSAGE],
    ['no way to reply, the fields left out', { name: 'Asha Rao', message: 'Hello' }, CONTACT_REPLY_MESSAGE],
    ['a wrong e-mail address', { ...asha, email: 'asha@' }, 'Please enter a valid email'],
    ['a phone number that is not one', { ...asha, phone: '98450' }, PHONE_MESSAGE],
    ['a line break in the name', { ...asha, name: 'Asha\rRao' }, 'Name cannot contain line breaks or control characters'],
    ['a control character in the message', { ...asha, message: 'Hello\u0007' }, 'Message cannot contain control characters'],
    ['a name too long', { ...asha, name: 'A'.repeat(121) }, 'Name is too long'],
    ['a message too long', { ...asha, message: 'A'.repeat(4001) }, 'Message is too long'],
    ['a subject too long', { ...asha, subject: 'A'.repeat(201) }, 'Subject is too long'],
  ])('%s is refused with a message that says what to fix, and nothing is kept', async (_label, payload, message) => {
    const before = await stored();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await stored()).toBe(before);
  });

  test('a filled-in honeypot gets the same answer as a person, and nothing is kept', async () => {
    const before = await inbox();
    const res = await send({ ...asha, name: 'Cheap Pills', website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const after = await inbox();
    expect(after.total).toBe(before.total);
    expect(after.messages.map((m) => m.name)).not.toContain('Cheap Pills');
    // An empty honeypot, as a person's browser sends it, is no obstacle.
    expect((await send({ ...asha, name: 'Meera Nair', website: '' })).json()).toEqual(SENT);
    expect((await inbox()).messages[0]!.name).toBe('Meera Nair');
  });

  test('the Inbox comes a page at a time, pages not overlapping, and counts every unread message', async () => {
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) await send({ ...asha, name });
    const all = await inbox('?limit=50');
    expect(all.messages).toHaveLength(all.total);
    expect(all.unread).toBe(all.messages.filter((m) => m.readAt === null).length);
    const times = all.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.messages.slice(0, 3).map((m) => m.name)).toEqual(['Third Sender', 'Second Sender', 'First Sender']);
    const second = await inbox('?limit=2&page=2');
    expect(second.messages.map((m) => m._id)).toEqual(all.messages.slice(2, 4).map((m) => m._id));
    expect((await inbox('?page=999')).messages).toEqual([]);
  });

  test('Mark read marks one message, keeps when it was first read, and lowers the unread count', async () => {
    await send({ ...asha, name: 'To Be Read' });
    const before = await inbox();
    const message = before.messages[0]!;
    const res = await markRead(message._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message marked as read' });
    const after = await inbox();
    const readAt = after.messages[0]!.readAt;
    expect(readAt).not.toBeNull();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.messages.slice(1)).toEqual(before.messages.slice(1));

    // Again: the same answer, nothing changes.
    expect((await markRead(message._id)).json()).toEqual({ success: true, message: 'Message marked as read' });
    const again = await inbox();
    expect(again.messages[0]!.readAt).toBe(readAt);
    expect(again.unread).toBe(after.unread);
  });

  test('marking a message that does not exist is 404, a wrong id 400; neither changes anything', async () => {
    const before = await inbox('?limit=50');
    const unknown = await markRead('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Message not found' });
    const wrong = await markRead('not-an-id');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Message id is missing or invalid' });
    expect(await inbox('?limit=50')).toEqual(before);
  });

  test('only the admin reads the Inbox or marks a message; a visitor, patient or doctor is refused', async () => {
    const [patient, doctor] = [await signIn(t, 'asha'), await signIn(t, 'ananya')];
    await send({ ...asha, name: 'Still Unread' });
    const id = (await inbox()).messages[0]!._id;
    expect((await t.inject('/api/admin/inbox')).statusCode).toBe(401);
    for (const headers of [{ token: patient }, { dtoken: doctor }, { atoken: patient }, { atoken: doctor }]) {
      expect([401, 403]).toContain((await t.inject({ url: '/api/admin/inbox', headers })).statusCode);
      const res = await t.inject({ method: 'POST', url: '/api/admin/inbox-read', headers, payload: { messageId: id } });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await inbox()).messages[0]!.readAt).toBeNull();
  });

  test('a query the Inbox cannot read is refused with the envelope', async () => {
    for (const query of ['?limit=0', '?limit=51', '?page=0', '?page=x']) {
      const res = await t.inject({ url: `/api/admin/inbox${query}`, headers: { atoken: admin } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('the contact form’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { CONTACT_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const from = (ip: string, payload: object = asha) => t.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

  test('beyond the limit an address gets 429 with words that say what to do, and nothing more is kept', async () => {
    for (let i = 0; i < 3; i++) expect((await from('10.2.0.1')).statusCode).toBe(200);
    const kept = (await t.database.db.select().from(contactMessages)).length;
    const limited = await from('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(kept);
    // Someone at another address is not held back.
    expect((await from('10.2.0.2')).json()).toEqual(SENT);
  });

  test('a robot filling the honeypot is counted too', async () => {
    const robot = { ...asha, website: 'https://spam.example' };
    for (let i = 0; i < 3; i++) expect((await from('10.2.1.1', robot)).statusCode).toBe(200);
    expect((await from('10.2.1.1', robot)).statusCode).toBe(429);
  });

  test('the default is 5 messages in ten minutes', async () => {
    const defaults = await startTestApp('pglite');
    try {
      expect(defaults.config.contactRateLimit).toBe(5);
      for (let i = 0; i < 5; i++)
        expect((await defaults.inject({ method: 'POST', url: '/api/contact', payload: asha })).statusCode).toBe(200);
      expect((await defaults.inject({ method: 'POST', url: '/api/contact', payload: asha })).statusCode).toBe(429);
    } finally {
      await defaults.close();
    }
  });
});

describe.each(DATABASES)('the Inbox outlives a restart on %s', (kind) => {
  test('a message sent before the api restarts is still there, unread, after it', async () => {
    const database = await restartableDatabase(kind, 'clinic_contact_restart');
    try {
      // Not seeded: the configured (demo) admin needs no rows.
      const first = await startTestApp('pglite', database.env, { seed: false });
      expect((await first.inject({ method: 'POST', url: '/api/contact', payload: asha })).json()).toEqual(SENT);
      await first.close();

      const second = await startTestApp('pglite', database.env, { seed: false });
      try {
        const admin = await signIn(second, 'admin');
        const inbox: Inbox = (await second.inject({ url: '/api/admin/inbox', headers: { atoken: admin } })).json();
        expect(inbox.total).toBe(1);
        expect(inbox.unread).toBe(1);
        expect(inbox.messages[0]).toMatchObject({ name: 'Asha Rao', phone: '+919845000000', readAt: null });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
