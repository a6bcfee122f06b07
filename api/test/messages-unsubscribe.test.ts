import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { signUnsubscribeToken } from '../src/features/messages/unsubscribe-token';
import { registerPatient, type NewPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Issue 21: a reminder's unsubscribe link works without signing in (the token is signed), from the
// patient's page (GET) and a mail client's one-click button (POST, RFC 8058). It stops reminders only.
const UNSUBSCRIBED = {
  success: true,
  message: 'You will no longer receive reminders. We will still send your booking confirmations and cancellations.',
};
const BAD_LINK = 'This unsubscribe link is not valid. Please use the link in your latest reminder, or turn reminders off in My profile.';

describe.each(DATABASES)('unsubscribing from reminders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const preferences = async (p: NewPatient) =>
    (await t.inject({ url: '/api/user/get-profile', headers: { token: p.token } })).json().userData.preferences as Record<string, unknown>;
  const tokenOf = (p: NewPatient) => signUnsubscribeToken(p.id, t.config.jwtSecret);
  const url = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const everyonesReminders = async () =>
    (await t.database.db.select({ id: users.id, reminders: users.reminders }).from(users)).sort((a, b) => a.id.localeCompare(b.id));

  test('the link from a reminder turns reminders off, and nothing else, for that patient alone', async () => {
    const asha = await registerPatient(t);
    const rohan = await registerPatient(t);
    expect(await preferences(asha)).toMatchObject({ reminders: true, notifyEmail: true });

    const res = await t.inject({ url: url(tokenOf(asha)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNSUBSCRIBED);
    expect(res.headers['cache-control']).toBe('no-store');

    // Confirmations and cancellations still go: the channel stays on.
    expect(await preferences(asha)).toMatchObject({ reminders: false, notifyEmail: true });
    expect(await preferences(rohan)).toMatchObject({ reminders: true });
    // A second click says the same.
    expect((await t.inject({ url: url(tokenOf(asha)) })).json()).toEqual(UNSUBSCRIBED);
  });

  test.each([
    ['form-encoded, as RFC 8058 allows', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart, as RFC 8058 prefers',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--zz--\r\n',
    ],
  ])("a mail client's one-click POST, %s, turns reminders off without a redirect", async (_, contentType, payload) => {
    const asha = await registerPatient(t);
    const res = await t.inject({ method: 'POST', url: url(tokenOf(asha)), headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNSUBSCRIBED);
    expect(await preferences(asha)).toMatchObject({ reminders: false, notifyEmail: true });
  });

  test('a form far larger than a one-click needs is refused with the envelope, and changes nothing', async () => {
    const asha = await registerPatient(t);
    const res = await t.inject({
      method: 'POST',
      url: url(tokenOf(asha)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await preferences(asha)).toMatchObject({ reminders: true });
  });

  test('a POST with no body at all also works', async () => {
    const asha = await registerPatient(t);
    expect((await t.inject({ method: 'POST', url: url(tokenOf(asha)) })).json()).toEqual(UNSUBSCRIBED);
    expect(await preferences(asha)).toMatchObject({ reminders: false });
  });

  describe('a link that is not ours changes nobody', () => {
    let asha: NewPatient;
    let rohan: NewPatient;
    beforeAll(async () => {
      asha = await registerPatient(t);
      rohan = await registerPatient(t);
    });
    const forged = () => {
      const [, signature] = tokenOf(asha).split('.');
      return `${Buffer.from(`reminders:${rohan.id}`).toString('base64url')}.${signature}`;
    };
    const otherSecret = () => signUnsubscribeToken(rohan.id, 'someone-elses-secret-0123456789abcdef');

    test.each([
      ["another patient's id under Asha's signature", () => forged()],
      ['a token signed with another secret', () => otherSecret()],
      ['a token cut short', () => tokenOf(rohan).slice(0, -3)],
      ['a token with a character changed', () => tokenOf(rohan).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
      ['no signature', () => tokenOf(rohan).split('.')[0]!],
      ['a login token', () => asha.token],
      ['garbage', () => '<script>alert(1)</script>'],
    ])('%s: 400 with words a person can act on', async (_, token) => {
      const before = await everyonesReminders();
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.inject({ method, url: url(token()) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: BAD_LINK });
      }
      expect(await everyonesReminders()).toEqual(before);
    });

    test.each([
      ['no token', '/api/unsubscribe', 'The unsubscribe link is incomplete'],
      ['an empty token', '/api/unsubscribe?token=', 'The unsubscribe link is incomplete'],
      ['a token far too long', `/api/unsubscribe?token=${'a'.repeat(1001)}`, 'The unsubscribe link is not valid'],
    ])('%s: 400 from the contract', async (_, path, message) => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.inject({ method, url: path });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
      }
    });
  });

  test('forms are read on this route only: elsewhere a form-encoded body is still refused', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  test("the account's row is what changed", async () => {
    const asha = await registerPatient(t);
    await t.inject({ url: url(tokenOf(asha)) });
    const [row] = await t.database.db
      .select({ reminders: users.reminders, notifyEmail: users.notifyEmail })
      .from(users)
      .where(eq(users.id, asha.id));
    expect(row).toEqual({ reminders: false, notifyEmail: true });
  });
});
