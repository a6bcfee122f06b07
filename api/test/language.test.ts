// Issue 24: the api answers in the request's language: the `lang` cookie, else Accept-Language, else English.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { msg, phrase, translateText, type Language } from '../src/i18n';
import { book, freeSlot, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';

const KANNADA = { cookie: 'lang=kn' };
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9' };
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ };

/** The answer's message in that language, checked to be written in its script (not English passed through). */
function expectIn(
  res: { headers: Record<string, unknown>; json: () => { message: string } },
  lang: Exclude<Language, 'en'>,
  english: string,
) {
  const { message } = res.json();
  expect(message).toMatch(SCRIPT[lang]);
  expect(message).not.toBe(english);
  expect(res.headers['content-language']).toBe(lang);
}

describe.each(DATABASES)('answers in the request’s language on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  describe('a validation error', () => {
    const login = (headers: Record<string, string>, payload: object) =>
      t.inject({ method: 'POST', url: '/api/user/login', headers, payload });

    test('a field the schema names itself: its label translated into the sentence', async () => {
      const english = 'Password is missing or invalid';
      const kn = await login(KANNADA, { email: 'someone@example.in' });
      expect(kn.statusCode).toBe(400);
      expectIn(kn, 'kn', english);
      expect(kn.json()).toEqual({ success: false, message: msg('{field} is missing or invalid', { field: phrase('Password') }).in('kn') });

      const hi = await login(HINDI, { email: 'someone@example.in' });
      expectIn(hi, 'hi', english);
      expect(hi.json().message).toBe(msg('{field} is missing or invalid', { field: phrase('Password') }).in('hi'));

      const en = await login({}, { email: 'someone@example.in' });
      expect(en.json()).toEqual({ success: false, message: english });
      expect(en.headers['content-language']).toBe('en');
    });

    test("the contract's own message (`Email is required`)", async () => {
      const kn = await login(KANNADA, { email: '', password: 'x' });
      expect(kn.statusCode).toBe(400);
      expectIn(kn, 'kn', 'Email is required');
      expect(kn.json().message).toBe(translateText('kn', 'Email is required'));
      expect((await login({}, { email: '', password: 'x' })).json().message).toBe('Email is required');
    });
  });

  describe('a refusal with values', () => {
    test('a day outside the booking window names the window in Kannada and Hindi', async () => {
      const slot = await freeSlot(t, c.ananyaId);
      const far = { slotDate: `1_1_${new Date().getFullYear() + 2}`, slotTime: slot.slotTime };
      const ask = (headers: Record<string, string>) =>
        t.inject({
          method: 'POST',
          url: '/api/user/book-appointment',
          headers: { token: c.asha, ...headers },
          payload: { docId: c.ananyaId, ...far, userData: { name: 'Asha Rao', phone: '+91 98860 11223' } },
        });
      const en = await ask({});
      expect(en.statusCode).toBe(409);
      const english = en.json().message as string;
      expect(english).toMatch(/^Please choose a day within the next \d+ days?$/);
      const days = Number(/\d+/.exec(english)![0]);

      const kn = await ask(KANNADA);
      expectIn(kn, 'kn', english);
      expect(kn.json().message).toContain(String(days));
      const hi = await ask(HINDI);
      expectIn(hi, 'hi', english);
      expect(hi.json().message).toContain(String(days));
    });

    test('a slot taken meanwhile is Slot Not Available, in the reader’s words', async () => {
      const slot = await freeSlot(t, c.ananyaId, 3);
      expect((await book(t, c.rohan, c.ananyaId, slot)).statusCode).toBe(201);
      const taken = await t.inject({
        method: 'POST',
        url: '/api/user/book-appointment',
        headers: { token: c.asha, ...HINDI },
        payload: { docId: c.ananyaId, ...slot, userData: { name: 'Asha Rao', phone: '+91 98860 11223' } },
      });
      expect(taken.statusCode).toBe(409);
      expectIn(taken, 'hi', 'Slot Not Available');
      expect(taken.json()).toEqual({ success: false, message: translateText('hi', 'Slot Not Available') });
    });

    test('a guard’s refusal, before anything else runs, is translated too', async () => {
      const res = await t.inject({ url: '/api/user/appointments', headers: KANNADA });
      expect(res.statusCode).toBe(401);
      expectIn(res, 'kn', 'Not authorized, please log in again');
    });
  });

  describe('a success message', () => {
    test('booking and cancelling say so in Hindi and Kannada, English without a signal', async () => {
      const slot = await freeSlot(t, c.ananyaId, 5);
      const booked = await t.inject({
        method: 'POST',
        url: '/api/user/book-appointment',
        headers: { token: c.asha, ...HINDI },
        payload: { docId: c.ananyaId, ...slot, userData: { name: 'Asha Rao', phone: '+91 98860 11223' } },
      });
      expect(booked.statusCode).toBe(201);
      expectIn(booked, 'hi', 'Appointment Booked');
      const { appointmentId } = booked.json();

      const cancelled = await t.inject({
        method: 'POST',
        url: '/api/user/cancel-appointment',
        headers: { token: c.asha, ...KANNADA },
        payload: { appointmentId },
      });
      expect(cancelled.statusCode).toBe(200);
      expectIn(cancelled, 'kn', 'Appointment Cancelled');
      expect(cancelled.json()).toEqual({ success: true, message: translateText('kn', 'Appointment Cancelled') });

      const again = await book(t, c.asha, c.ananyaId, slot);
      expect(again.json()).toEqual({ success: true, message: 'Appointment Booked', appointmentId: expect.any(String) });
      expect(again.headers['content-language']).toBe('en');
    });

    test('a success message with a number in it (the admin cancels a patient’s upcoming appointments)', async () => {
      expect((await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 7))).statusCode).toBe(201);
      const userId = (await t.inject({ url: '/api/user/get-profile', headers: { token: c.rohan } })).json().userData._id as string;
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/cancel-patient-appointments',
        headers: { atoken: c.admin, ...KANNADA },
        payload: { userId },
      });
      expect(res.statusCode).toBe(200);
      const { cancelled } = res.json() as { cancelled: number };
      expect(cancelled).toBeGreaterThan(0);
      const english = String(
        msg('Cancelled {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}}', { count: cancelled }),
      );
      expect(english).toMatch(/^Cancelled \d+ upcoming appointments?$/);
      expectIn(res, 'kn', english);
      expect(res.json().message).toContain(String(cancelled));
    });
  });

  describe('the 404 envelope', () => {
    test('no such api route, in the cookie’s language', async () => {
      const kn = await t.inject({ url: '/api/no/such/route', headers: KANNADA });
      expect(kn.statusCode).toBe(404);
      expectIn(kn, 'kn', 'No such api route');
      const hi = await t.inject({ url: '/api/no/such/route', headers: HINDI });
      expectIn(hi, 'hi', 'No such api route');
      const en = await t.inject({ url: '/api/no/such/route' });
      expect(en.json()).toEqual({ success: false, message: 'No such api route' });
      expect(en.headers['content-language']).toBe('en');
    });

    test('the cookie wins over Accept-Language; an unknown language is English', async () => {
      const both = await t.inject({ url: '/api/no/such/route', headers: { ...KANNADA, ...HINDI } });
      expectIn(both, 'kn', 'No such api route');
      const french = await t.inject({ url: '/api/no/such/route', headers: { cookie: 'lang=fr', 'accept-language': 'fr-FR' } });
      expect(french.json().message).toBe('No such api route');
    });
  });

  describe('registration', () => {
    test('stores the language the patient signed up in', async () => {
      const email = `hindi-${kind}-${Date.now()}@example.in`;
      const res = await t.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { cookie: 'theme=dark; lang=hi' },
        payload: { name: 'Kavita Sharma', email, password: 'Marigold-Harbour-73' },
      });
      expect(res.statusCode).toBe(201);
      expectIn(res, 'hi', 'Account created');
      const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
      expect(row?.language).toBe('hi');

      const plain = `english-${kind}-${Date.now()}@example.in`;
      await t.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Plain Patient', email: plain, password: 'Marigold-Harbour-73' },
      });
      const [english] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, plain));
      expect(english?.language).toBe('en');
    });
  });
});

describe('a limit’s refusal, in the request’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '1', CONTACT_RATE_LIMIT: '1' });
  });
  afterAll(() => t.close());

  test('Too many attempts (the sign-in limit)', async () => {
    const attempt = (headers: Record<string, string>, remoteAddress: string) =>
      t.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: 'x@y.z', password: 'nope' }, remoteAddress });
    expect((await attempt(KANNADA, '10.9.0.1')).statusCode).toBe(401);
    const limited = await attempt(KANNADA, '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expectIn(limited, 'kn', 'Too many attempts, please wait a minute and try again');

    expect((await attempt({}, '10.9.0.2')).statusCode).toBe(401);
    expect((await attempt({}, '10.9.0.2')).json()).toEqual({
      success: false,
      message: 'Too many attempts, please wait a minute and try again',
    });
  });

  test('the contact form’s own limit, after a success message', async () => {
    const payload = { name: 'Asha Rao', email: 'asha@example.in', message: 'Do you see children on Saturdays?' };
    const send = () => t.inject({ method: 'POST', url: '/api/contact', headers: HINDI, payload, remoteAddress: '10.9.1.1' });
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expectIn(sent, 'hi', 'Form submitted successfully!');
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expectIn(
      limited,
      'hi',
      'You have sent several messages in a short time. Please wait 10 minutes and try again, or call or chat with us.',
    );
  });

  test('a refusal of the router itself (an address that does not decode)', async () => {
    const res = await t.inject({ url: '/api/doctor/slots/%E0%A4', headers: KANNADA });
    expect(res.statusCode).toBe(400);
    expectIn(res, 'kn', 'The address is not valid');
  });
});
