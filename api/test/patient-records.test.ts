import { eq } from 'drizzle-orm';
import { appointments, patientAccounts, patients } from '../src/db/schema';
import { dayFromToday } from './support/calendar';
import { book, freeSlot, post, registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Decision 56: the person cared for is a patient record of their own; an account holds its own (`self`),
// made with it and kept as its profile says, and every appointment belongs to a patient and says who booked it.

describe.each(DATABASES)('patient records on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '100000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const heldBy = (accountId: string) =>
    t.database.db
      .select({ relationship: patientAccounts.relationship, patient: patients })
      .from(patientAccounts)
      .innerJoin(patients, eq(patients.id, patientAccounts.patientId))
      .where(eq(patientAccounts.accountId, accountId));
  const updateProfile = (token: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ address: '{"line1":"","line2":""}', ...fields })) body.append(key, value);
    return t.inject({ method: 'POST', url: '/api/user/update-profile', headers: { token }, payload: body as never });
  };

  test('a new account holds one patient, itself; its bookings are that patient’s, and its profile is that patient’s too', async () => {
    const meera = await registerPatient(t, { name: 'Meera Iyer' });
    const [own, ...others] = await heldBy(meera.id);
    expect(others).toEqual([]);
    expect(own).toMatchObject({ relationship: 'self', patient: { name: 'Meera Iyer', dob: null, sex: null, phone: '', archivedAt: null } });

    const slot = await freeSlot(t, c.ananyaId);
    const booked = await book(t, meera.token, c.ananyaId, slot);
    expect(booked.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, booked.json().appointmentId));
    expect(row).toMatchObject({ userId: meera.id, patientId: own!.patient.id, bookedByStaffRole: null, bookedByStaffId: null });

    const res = await updateProfile(meera.token, { name: 'Meera R. Iyer', phone: '+91 98450 12345', gender: 'Female', dob: '1950-02-28' });
    expect(res.statusCode).toBe(200);
    expect((await heldBy(meera.id))[0]!.patient).toMatchObject({
      name: 'Meera R. Iyer',
      phone: '+919845012345',
      sex: 'Female',
      dob: '1950-02-28',
    });
    await updateProfile(meera.token, { name: 'Meera R. Iyer', phone: '', gender: 'Not Selected', dob: 'Not Selected' });
    expect((await heldBy(meera.id))[0]!.patient).toMatchObject({ sex: null, dob: null, phone: '' });
  });

  test('“I cannot take phone calls” in the profile is the patient’s need, said once, and goes when unticked', async () => {
    const ravi = await registerPatient(t, { name: 'Ravi Kumar' });
    const profile = { name: 'Ravi Kumar', phone: '', gender: 'Not Selected', dob: 'Not Selected' };
    expect((await heldBy(ravi.id))[0]!.patient.needs).toEqual([]);
    expect((await updateProfile(ravi.token, { ...profile, noPhoneCalls: 'true' })).statusCode).toBe(200);
    await updateProfile(ravi.token, { ...profile, noPhoneCalls: 'true' });
    expect((await heldBy(ravi.id))[0]!.patient.needs).toEqual(['no-phone-calls']);
    // A profile saved without the field leaves the need as it was, as it leaves the preference.
    await updateProfile(ravi.token, profile);
    expect((await heldBy(ravi.id))[0]!.patient.needs).toEqual(['no-phone-calls']);
    await updateProfile(ravi.token, { ...profile, noPhoneCalls: 'false' });
    expect((await heldBy(ravi.id))[0]!.patient.needs).toEqual([]);
  });

  test('a series staff book records who booked it, for the account’s own patient', async () => {
    const rohan = await registerPatient(t, { name: 'Series Patient' });
    const plan = { email: rohan.email, firstDate: dayFromToday(t, 15), slotTime: '17:30', everyWeeks: 1, count: 2 };
    const dates = [dayFromToday(t, 15), dayFromToday(t, 22)];
    const asAdmin = await post(t, '/api/admin/book-series', 'atoken', c.admin, { ...plan, docId: c.otherDoctorId, confirm: true, dates });
    expect(asAdmin.statusCode).toBe(200);
    const asDoctor = await post(t, '/api/doctor/book-series', 'dtoken', c.ananya, { ...plan, slotTime: '18:00', confirm: true, dates });
    expect(asDoctor.statusCode).toBe(200);

    const own = (await heldBy(rohan.id))[0]!.patient.id;
    const rows = await t.database.db
      .select({
        seriesId: appointments.seriesId,
        patientId: appointments.patientId,
        role: appointments.bookedByStaffRole,
        staff: appointments.bookedByStaffId,
      })
      .from(appointments)
      .where(eq(appointments.userId, rohan.id));
    const bySeries = (id: string) => rows.filter((r) => r.seriesId === id).map(({ seriesId: _s, ...r }) => r);
    expect(bySeries(asAdmin.json().seriesId)).toEqual(Array(2).fill({ patientId: own, role: 'owner', staff: t.config.admin.email }));
    expect(bySeries(asDoctor.json().seriesId)).toEqual(Array(2).fill({ patientId: own, role: 'doctor', staff: c.ananyaId }));
  });

  test('the data export lists the patient the account holds; deleting the account empties and archives it, its appointments still its', async () => {
    const leaving = await registerPatient(t, { name: 'Leela Nair' });
    await updateProfile(leaving.token, { name: 'Leela Nair', phone: '+91 98450 54321', gender: 'Female', dob: '1961-07-01' });
    const booked = await book(t, leaving.token, c.ananyaId, await freeSlot(t, c.ananyaId, 5));
    expect(booked.statusCode).toBe(201);

    const exported = await t.inject({ url: '/api/user/export', headers: { token: leaving.token } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.patients).toEqual([
      {
        relationship: 'self',
        name: 'Leela Nair',
        dob: '1961-07-01',
        sex: 'Female',
        phone: '+919845054321',
        languages: [],
        needs: [],
        createdAt: expect.any(String),
        archivedAt: null,
      },
    ]);

    const own = (await heldBy(leaving.id))[0]!.patient.id;
    expect((await post(t, '/api/user/delete-account', 'token', leaving.token, { password: leaving.password })).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(patients).where(eq(patients.id, own));
    expect(kept).toMatchObject({ name: 'Deleted patient', dob: null, sex: null, phone: '', languages: [], needs: [] });
    expect(kept!.archivedAt).toBeInstanceOf(Date);
    const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, booked.json().appointmentId));
    expect(appointment!.patientId).toBe(own);
  });
});
