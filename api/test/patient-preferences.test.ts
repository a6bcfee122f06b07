import type { Appointment, MessagePreferences, PatientSummary } from '@clinic/shared/contract';
import { book, freeSlot, patientDetails, registerPatient, signInCast, type Cast, type NewPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { profileForm, updateProfile } from './support/photos';

// Issue 21: the patient decides. My profile keeps the channels they want, reminders, their language and
// "I cannot take phone calls"; each is read back in `userData`, left as it was when the form leaves it
// out, and the last is shown to staff beside the patient's name.
const DEFAULTS: MessagePreferences = { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en', noPhoneCalls: false };

describe.each(DATABASES)('a patient’s message preferences on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const preferencesOf = async (token: string): Promise<MessagePreferences> =>
    (await t.inject({ url: '/api/user/get-profile', headers: { token } })).json().userData.preferences;
  const save = (patient: NewPatient, fields: Record<string, string>) => updateProfile(t, patient.token, profileForm(undefined, fields));

  test('a new account is e-mailed, reminded, in English, not on WhatsApp, and takes calls', async () => {
    const me = await registerPatient(t);
    expect(await preferencesOf(me.token)).toEqual(DEFAULTS);
  });

  test('the profile form sets each one, and they are read back as saved', async () => {
    const me = await registerPatient(t);
    const fields = { notifyEmail: 'false', notifyWhatsapp: 'true', reminders: 'false', language: 'en', noPhoneCalls: 'true' };
    const res = await save(me, fields);
    expect(res.json()).toEqual({ success: true, message: 'Profile Updated' });
    expect(await preferencesOf(me.token)).toEqual({
      notifyEmail: false,
      notifyWhatsapp: true,
      reminders: false,
      language: 'en',
      noPhoneCalls: true,
    });
  });

  test('a form without them (an older screen) leaves them as they were; one alone changes only itself', async () => {
    const me = await registerPatient(t);
    await save(me, { notifyWhatsapp: 'true', noPhoneCalls: 'true' });
    expect((await save(me, {})).statusCode).toBe(200);
    expect(await preferencesOf(me.token)).toEqual({ ...DEFAULTS, notifyWhatsapp: true, noPhoneCalls: true });
    await save(me, { reminders: 'false' });
    expect(await preferencesOf(me.token)).toEqual({ ...DEFAULTS, notifyWhatsapp: true, noPhoneCalls: true, reminders: false });
  });

  test('a value that is not true or false, or a language the clinic does not write, is refused in words and changes nothing', async () => {
    const me = await registerPatient(t);
    for (const [field, value, message] of [
      ['notifyEmail', 'yes', 'Expected true or false'],
      ['noPhoneCalls', '', 'Expected true or false'],
      ['language', 'fr', 'Unknown language'],
    ] as const) {
      const res = await save(me, { [field]: value, reminders: 'false' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await preferencesOf(me.token)).toEqual(DEFAULTS);
  });

  test('"I cannot take phone calls" is shown to staff beside the name: both lists and the Patients page', async () => {
    const quiet = await registerPatient(t, { name: 'Quiet Booker' });
    const chatty = await registerPatient(t, { name: 'Chatty Booker' });
    await save(quiet, { name: 'Quiet Booker', noPhoneCalls: 'true' });
    const slot = await freeSlot(t, c.ananyaId, 40);
    const other = await freeSlot(t, c.ananyaId, 41);
    expect((await book(t, quiet.token, c.ananyaId, slot, { ...patientDetails, name: 'Quiet Booker' })).statusCode).toBe(201);
    expect((await book(t, chatty.token, c.ananyaId, other, { ...patientDetails, name: 'Chatty Booker' })).statusCode).toBe(201);

    const lists = [
      { url: '/api/admin/appointments?q=Booker&page=1&limit=10', headers: { atoken: c.admin } },
      { url: '/api/doctor/appointments?q=Booker&page=1&limit=10', headers: { dtoken: c.ananya } },
    ];
    for (const list of lists) {
      const found: Appointment[] = (await t.inject(list)).json().appointments;
      const named = (name: string) => found.find((a) => a.userData.name === name)!;
      expect(named('Quiet Booker').bookerNoPhoneCalls).toBe(true);
      // Said only when true: everyone else's rows are as they were.
      expect(named('Chatty Booker')).not.toHaveProperty('bookerNoPhoneCalls');
    }
    const patients: PatientSummary[] = (await t.inject({ url: '/api/admin/patients?q=Booker', headers: { atoken: c.admin } })).json()
      .patients;
    expect(patients.find((p) => p._id === quiet.id)!.noPhoneCalls).toBe(true);
    expect(patients.find((p) => p._id === chatty.id)!.noPhoneCalls).toBe(false);
  });
});
