// Issue 35 point 9: the staff sign-in page's Admin/Doctor toggle left on the wrong role.
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';
import { awayFromStepEnd, codeAt, enrol, twoFactorCalls } from './support/two-factor';

const PLAIN = { success: false, message: 'Invalid credentials' };
const DOCTOR_CHOSEN_WRONGLY = {
  success: false,
  message: "This is a doctor's account. Please sign in again with Doctor chosen above.",
  accountRole: 'doctor',
};
const ADMIN_CHOSEN_WRONGLY = {
  success: false,
  message: "This is the admin's account. Please sign in again with Admin chosen above.",
  accountRole: 'admin',
};

describe.each(DATABASES)('staff sign-in with the other role chosen, on %s', (kind) => {
  let t: TestApp;
  const asAdmin = twoFactorCalls({ inject: (o) => t.inject(o) }, 'admin');
  const asDoctor = twoFactorCalls({ inject: (o) => t.inject(o) }, 'doctor');

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  test("a doctor's right password at the admin login is told to choose Doctor, and is not signed in", async () => {
    const res = await asAdmin.login(DEMO_DOCTORS[0]!.email, DEMO_DOCTOR_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(DOCTOR_CHOSEN_WRONGLY);
  });

  test("the admin's right password at the doctor login is told to choose Admin", async () => {
    const res = await asDoctor.login(t.config.admin.email, t.config.admin.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ADMIN_CHOSEN_WRONGLY);
  });

  test('a wrong password says nothing of the other role: the same plain refusal as an unknown e-mail', async () => {
    const doctor = DEMO_DOCTORS[1]!.email;
    for (const res of [
      await asAdmin.login(doctor, 'Wrong@12345'),
      await asAdmin.login('nobody@example.in', DEMO_DOCTOR_PASSWORD),
      await asDoctor.login(t.config.admin.email, 'Wrong@12345'),
      await asDoctor.login('nobody@example.in', t.config.admin.password),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(PLAIN);
    }
  });

  test('the hint is said in the reader’s language', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: 'lang=hi' },
      payload: { email: DEMO_DOCTORS[2]!.email, password: DEMO_DOCTOR_PASSWORD },
    });
    expect(res.json()).toEqual({ ...DOCTOR_CHOSEN_WRONGLY, message: 'यह डॉक्टर का खाता है। कृपया ऊपर “डॉक्टर” चुनकर फिर से साइन इन करें।' });
  });

  test('a doctor with two-factor: the code typed at the admin login is not used up, it signs in as Doctor', async () => {
    const email = DEMO_DOCTORS[3]!.email;
    const { secret } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    await awayFromStepEnd();
    const code = await codeAt(secret, 1);
    expect((await asAdmin.login(email, DEMO_DOCTOR_PASSWORD, code)).json()).toEqual(DOCTOR_CHOSEN_WRONGLY);
    const res = await asDoctor.login(email, DEMO_DOCTOR_PASSWORD, code);
    expect(res.statusCode).toBe(200);
  });

  test("guesses at the admin login count against the doctor's own slowdown: no second door", async () => {
    const email = DEMO_DOCTORS[4]!.email;
    const client = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await asAdmin.login(email, `guess-${i}`, undefined, client)).json()).toEqual(PLAIN);
    expect((await asDoctor.login(email, DEMO_DOCTOR_PASSWORD, undefined, client)).statusCode).toBe(429);
  });
});
