// Issue 35 point 11: the reset page asks whether its link works before it shows the password form.
import { eq, sql } from 'drizzle-orm';
import { passwordResets } from '../src/db/schema';
import { createResetLink, RESET_LINK_SPENT } from '../src/features/accounts/reset-links';
import { publicDoctors, registerPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

const SPENT = { success: false, message: String(RESET_LINK_SPENT) };

describe.each(DATABASES)('checking a reset link without using it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const check = (token: string, who: 'user' | 'doctor' = 'user', headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: `/api/${who}/reset-password/check`, payload: { token }, headers });
  const reset = (token: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  test('a working link says so, as often as asked, and still resets the password afterwards; then it is spent', async () => {
    const patient = await registerPatient(t);
    const token = tokenOf(await createResetLink(t.database.db, t.config, 'patient', patient.id));
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '' });
    }
    expect((await reset(token, 'a-brand-new-secret-7')).statusCode).toBe(200);
    const spent = await check(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual(SPENT);
  });

  test('an expired link, another role’s, a made-up or an empty one: the same 400 that says to ask for a new one', async () => {
    const patient = await registerPatient(t);
    const expired = tokenOf(await createResetLink(t.database.db, t.config, 'patient', patient.id));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.subjectId, patient.id));
    const doctorId = (await publicDoctors(t))[0]!._id;
    const doctors = tokenOf(await createResetLink(t.database.db, t.config, 'doctor', doctorId));

    for (const res of [await check(expired), await check(doctors), await check('x'.repeat(43))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SPENT);
    }
    expect((await check(doctors, 'doctor')).statusCode).toBe(200);
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);
  });

  test('the answer is in the reader’s language', async () => {
    const res = await check('x'.repeat(43), 'user', { cookie: 'lang=kn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0C80-\u0CFF]/);
  });
});
