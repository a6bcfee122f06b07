import { eq } from 'drizzle-orm';
import { doctors, users } from '../src/db/schema';
import { book, freeSlot, myAppointments, post, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { digestTables } from './reliability/support/digest';
import { profileForm, swatch, updateProfile } from './support/photos';

// Issue 17, point 10: a bare CR in a doctor's address became a line of the patient's calendar file.
const CR = 'Lake Road\rLOCATION:Somewhere else';
const line = (field: string) => `${field} cannot contain line breaks or control characters`;

describe.each(DATABASES)('control characters in stored text on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  /** The refusal, and not one row of the people, doctors or appointments changed. */
  async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, message: string) {
    const before = await digestTables(t.database.db);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await digestTables(t.database.db)).toEqual(before);
  }

  const doctorForm = (fields: Record<string, string>) =>
    profileForm(undefined, {
      name: 'Dr. Meera Iyer',
      email: 'meera.cr@example.in',
      password: 'long-enough-1',
      fees: '500',
      degree: 'MASLP',
      about: 'Audiology',
      address: JSON.stringify({ line1: '12 Lake Road', line2: 'Mysuru' }),
      ...fields,
    });
  const addDoctor = async (fields: Record<string, string>) => {
    const body = doctorForm(fields);
    body.append('image', new Blob([new Uint8Array(await swatch('#446688'))], { type: 'image/png' }), 'photo.png');
    return t.inject({ method: 'POST', url: '/api/admin/add-doctor', headers: { atoken: c.admin }, payload: body as never });
  };

  test.each([
    ['address', { address: JSON.stringify({ line1: CR, line2: 'Mysuru' }) }, line('Address')],
    ['name', { name: 'Dr. Meera\rIyer' }, line('Name')],
    ['degree', { degree: 'MASLP\u2028PhD' }, line('Degree')],
    ['about', { about: 'Audiology\u001b]8;;http://evil\u0007' }, 'About cannot contain control characters'],
  ])('the admin cannot add a doctor with a control character in the %s', async (_field, fields, message) => {
    await expectRefused(() => addDoctor(fields), message);
  });

  test("an added doctor's about keeps its lines, stored as LF", async () => {
    expect((await addDoctor({ about: 'Paediatric audiology.\r\nSpeech therapy.' })).statusCode).toBe(201);
    const [added] = await t.database.db.select({ about: doctors.about }).from(doctors).where(eq(doctors.email, 'meera.cr@example.in'));
    expect(added?.about).toBe('Paediatric audiology.\nSpeech therapy.');
  });

  test.each([
    ['address', { address: { line1: CR, line2: 'Bengaluru' } }, line('Address')],
    ['second address line', { address: { line1: 'Room 4', line2: 'Jayanagar\nBengaluru' } }, line('Address')],
    ['about', { about: 'Hearing\u202eaids' }, 'About cannot contain control characters'],
  ])('a doctor cannot put a control character in their %s', async (_field, change, message) => {
    const valid = { address: { line1: 'Room 4', line2: 'Bengaluru' }, fees: 650, about: 'Paediatric audiology.', available: true };
    await expectRefused(() => post(t, '/api/doctor/update-profile', 'dtoken', c.ananya, { ...valid, ...change }), message);
  });

  test.each([
    ['name', { name: 'Asha\rRao' }, line('Name')],
    ['phone', { phone: '98860\t11223' }, line('Phone')],
    ['address', { address: JSON.stringify({ line1: CR, line2: 'Mysuru' }) }, line('Address')],
  ])("a patient cannot put a control character in their profile's %s", async (_field, fields, message) => {
    await expectRefused(() => updateProfile(t, c.asha, profileForm(undefined, fields)), message);
  });

  test('nor in the name they register with', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Mallory\r\nX-Admin: yes', email: 'mallory.cr@example.in', password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: line('Name') });
    expect((await t.database.db.select({ name: users.name }).from(users)).some((u) => u.name.startsWith('Mallory'))).toBe(false);
  });

  test.each([
    ['name', { name: 'Asha\rRao', phone: '98860 11223' }, line('Name')],
    ['phone', { name: 'Asha Rao', phone: '98860\u000b11223' }, line('Phone')],
    ['message', { name: 'Asha Rao', phone: '98860 11223', message: 'Left ear\u0085rings' }, 'Message cannot contain control characters'],
  ])("a booking cannot carry a control character in the patient's %s", async (_field, userData, message) => {
    const slot = await freeSlot(t, c.ananyaId, 5);
    await expectRefused(() => book(t, c.rohan, c.ananyaId, slot, userData), message);
  });

  test("a booking's message keeps its lines, stored as LF", async () => {
    const res = await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 6), {
      name: 'Rohan',
      phone: '98860 11223',
      message: 'Both ears\r\nsince May',
    });
    expect(res.statusCode).toBe(201);
    const booked = (await myAppointments(t, c.rohan)).find((a) => a._id === res.json().appointmentId);
    expect(booked?.userData.message).toBe('Both ears\nsince May');
  });
});
