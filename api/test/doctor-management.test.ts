import type { Appointment, Doctor, DoctorProfile } from '@clinic/shared/contract';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { book, freeSlot, myAppointments, post, publicDoctors, signIn, signInCast, type Cast } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('managing doctors on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const allDoctors = async (): Promise<DoctorProfile[]> =>
    (await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: c.admin } })).json().doctors;
  const byId = async (id: string): Promise<Doctor | undefined> => (await publicDoctors(t)).find((d) => d._id === id);
  const upcomingOf = async (docId: string): Promise<number> =>
    (await t.inject({ url: `/api/admin/doctor-upcoming?docId=${docId}`, headers: { atoken: c.admin } })).json().upcoming;

  test('the admin lists every doctor with the login email and never a password', async () => {
    const res = await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: c.admin } });
    expect(res.statusCode).toBe(200);
    const doctors: DoctorProfile[] = res.json().doctors;
    expect(doctors.map((d) => d.email)).toEqual(DEMO_DOCTORS.map((d) => d.email));
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  test('changing availability flips it both ways, and the public list follows', async () => {
    const docId = (await allDoctors()).find((d) => d.email === DEMO_DOCTORS[6]!.email)!._id;
    expect(await upcomingOf(docId)).toBe(0);
    const before = (await byId(docId))!.available;
    const res = await post(t, '/api/admin/change-availability', 'atoken', c.admin, { docId });
    expect(res.json()).toEqual({ success: true, message: 'Availability Changed' });
    expect((await byId(docId))!.available).toBe(!before);
    await post(t, '/api/admin/change-availability', 'atoken', c.admin, { docId });
    expect((await byId(docId))!.available).toBe(before);
  });

  test('an unknown doctor cannot be changed or deleted', async () => {
    for (const url of ['/api/admin/change-availability', '/api/admin/delete-doctor']) {
      const res = await post(t, url, 'atoken', c.admin, { docId: '00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Doctor not found' });
    }
  });

  test('deleting a doctor removes them everywhere, signs them out and frees their patients’ slots', async () => {
    const meera = DEMO_DOCTORS[4]!;
    const token = await login(t, '/api/doctor/login', meera.email, DEMO_DOCTOR_PASSWORD);
    const docId = (await allDoctors()).find((d) => d.email === meera.email)!._id;
    const slot = await freeSlot(t, docId);
    const { appointmentId } = (await book(t, c.rohan, docId, slot)).json();

    const res = await post(t, '/api/admin/delete-doctor', 'atoken', c.admin, { docId, cancelAffected: true });
    expect(res.json()).toEqual({
      success: true,
      message: 'Doctor Deleted. 1 upcoming appointment cancelled; the patients see it in their appointments',
    });

    expect(await byId(docId)).toBeUndefined();
    expect((await allDoctors()).map((d) => d._id)).not.toContain(docId);
    expect((await t.inject({ url: '/api/doctor/appointments', headers: { dtoken: token } })).statusCode).toBe(401);
    const relogin = await t.inject({
      method: 'POST',
      url: '/api/doctor/login',
      payload: { email: meera.email, password: DEMO_DOCTOR_PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);
    // Rohan keeps the record of his booking, cancelled, with the doctor's details as they were.
    const kept = (await myAppointments(t, c.rohan)).find((a: Appointment) => a._id === appointmentId)!;
    expect(kept).toMatchObject({ cancelled: true, docData: { name: meera.name } });
    // Deleting again: there is no such doctor any more.
    expect((await post(t, '/api/admin/delete-doctor', 'atoken', c.admin, { docId })).statusCode).toBe(404);
  });

  describe('a doctor edits their own profile', () => {
    const edit = (payload: object) => post(t, '/api/doctor/update-profile', 'dtoken', c.ananya, payload);
    const valid = {
      address: { line1: 'Room 4, Sunrise Hearing Centre', line2: 'Jayanagar, Bengaluru' },
      fees: 650,
      about: 'Paediatric audiology.',
      available: true,
    };

    test('address, fees, about and availability change; name, email and speciality do not (decision 23)', async () => {
      const res = await edit({
        ...valid,
        name: 'Dr. Someone Else',
        email: 'evil@example.com',
        speciality: 'Neurologist',
        password: 'changed-123',
      });
      expect(res.json()).toEqual({ success: true, message: 'Profile Updated' });
      const { profileData } = (await t.inject({ url: '/api/doctor/profile', headers: { dtoken: c.ananya } })).json();
      expect(profileData).toMatchObject({
        ...valid,
        name: 'Dr. Ananya Iyer',
        email: DEMO_DOCTORS[0]!.email,
        speciality: DEMO_DOCTORS[0]!.speciality,
      });
      expect(await signIn(t, 'ananya')).toMatch(/^ey/);
    });

    test('new fees apply to new bookings only (decision 13)', async () => {
      await edit({ ...valid, fees: 800 });
      const { appointmentId } = (await book(t, c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 3))).json();
      await edit({ ...valid, fees: 900 });
      expect((await myAppointments(t, c.asha)).find((a) => a._id === appointmentId)!.amount).toBe(800);
    });

    test.each([
      [{ ...valid, fees: -5 }, 'Fees cannot be negative'],
      [{ ...valid, fees: 'lots' }, 'Fees must be a number'],
      // Not a fee of ₹0: JSON's null (what Infinity becomes on the wire), false and an empty box.
      [{ ...valid, fees: null }, 'Fees must be a number'],
      [{ ...valid, fees: false }, 'Fees must be a number'],
      [{ ...valid, fees: '' }, 'Fees are required'],
      [{ ...valid, available: 'yes' }, 'Available is missing or invalid'],
      [{ ...valid, address: 'Jayanagar' }, 'Address is missing or invalid'],
      [{ fees: 500 }, 'Address is missing or invalid'],
    ])('refuses %j', async (payload, message) => {
      const res = await edit(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });
});
