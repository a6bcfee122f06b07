import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import { MAX_POLICY_MINUTES, type SeriesOccurrence } from '@clinic/shared/contract';
import { formatSlotDate } from '@clinic/shared/format';
import { appointments, auditLog, messageEvents, users } from '../src/db/schema';
import { appointmentRowColumns, slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { loadClinicHours } from '../src/features/calendar/schedule-source';
import { insertSeries } from '../src/features/series/series-repository';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_PATIENTS } from '../src/seed/seed';
import { dayFromToday, insertAppointments } from './support/calendar';
import { book, myAppointments, post, registerPatient, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';

// Issue 23, decision 50: staff book a weekly therapy series for a patient, every date checked against the
// calendar and both people's bookings before anything is written, then written all together or not at all.

const ASHA = DEMO_PATIENTS[0];
type Body = Record<string, unknown>;

describe.each(DRIVER_DATABASES)('weekly therapy series on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let ashaId: string;
  let rohanId: string;
  beforeAll(async () => {
    // The patient's own cap (4 upcoming) stays as configured: a series is not held to it.
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '100000' });
    c = await signInCast(t);
    const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    [ashaId, rohanId] = await Promise.all([idOf(ASHA.email), idOf(DEMO_PATIENTS[1].email)]);
  });
  afterAll(() => t.close());

  const asDoctor = (body: Body, token = c.ananya) => post(t, '/api/doctor/book-series', 'dtoken', token, body);
  const asAdmin = (body: Body) => post(t, '/api/admin/book-series', 'atoken', c.admin, body);
  const cancelSeries = (token: string, body: Body) => post(t, '/api/user/cancel-series', 'token', token, body);
  /** A plan of `count` weekly sessions for Asha from `offset` days ahead. */
  const plan = (offset: number, slotTime: string, count: number, everyWeeks = 1): Body => ({
    email: ASHA.email,
    firstDate: dayFromToday(t, offset),
    slotTime,
    everyWeeks,
    count,
  });
  const rowsOfSeries = (seriesId: string) =>
    t.database.db.select(appointmentRowColumns).from(appointments).where(eq(appointments.seriesId, seriesId));
  const bookableDates = (occurrences: SeriesOccurrence[]) => occurrences.filter((o) => o.bookable).map((o) => o.slotDate);
  const setCutoff = (minutes: number) =>
    post(t, '/api/admin/clinic-hours', 'atoken', c.admin, { ...DEFAULT_CLINIC_HOURS, cancelCutoffMinutes: minutes });

  test('a closure, the doctor’s booking and the patient’s are reported with reasons; the rest are written together when confirmed', async () => {
    const body = plan(14, '15:00', 6);
    const dates: string[] = Array.from({ length: 6 }, (_, n) => dayFromToday(t, 14 + 7 * n));
    expect((await post(t, '/api/admin/add-closure', 'atoken', c.admin, { slotDate: dates[2], reason: 'Diwali' })).statusCode).toBe(200);
    // Rohan holds the doctor's time on the 5th date; Asha holds the 6th with another doctor.
    await insertAppointments(t, [
      [rohanId, c.ananyaId, 14 + 28, '15:00'],
      [ashaId, c.otherDoctorId, 14 + 35, '15:00'],
    ]);

    const preview = await asDoctor(body);
    expect(preview.statusCode).toBe(200);
    const answer = preview.json();
    expect(answer).toMatchObject({
      success: true,
      message: '3 of 6 dates can be booked',
      patient: { name: ASHA.name, email: ASHA.email },
      doctor: { name: DEMO_DOCTORS[0]!.name },
    });
    expect(answer.occurrences).toEqual([
      { slotDate: dates[0], slotTime: '15:00', bookable: true },
      { slotDate: dates[1], slotTime: '15:00', bookable: true },
      { slotDate: dates[2], slotTime: '15:00', bookable: false, reason: 'The clinic is closed on that day: Diwali' },
      { slotDate: dates[3], slotTime: '15:00', bookable: true },
      { slotDate: dates[4], slotTime: '15:00', bookable: false, reason: 'The doctor already has an appointment at this time' },
      { slotDate: dates[5], slotTime: '15:00', bookable: false, reason: 'The patient already has an appointment at this time' },
    ]);
    expect(answer.seriesId).toBeUndefined();
    // A plan writes nothing, and is not on the audit log.
    const ashaAt = () =>
      t.database.db
        .select(appointmentRowColumns)
        .from(appointments)
        .where(and(eq(appointments.userId, ashaId), eq(appointments.docId, c.ananyaId), eq(slotTimeOf(), '15:00')));
    expect(await ashaAt()).toHaveLength(0);

    const confirmed = await asDoctor({ ...body, confirm: true, dates: bookableDates(answer.occurrences) });
    expect(confirmed.statusCode).toBe(200);
    const { seriesId, appointmentIds, message } = confirmed.json();
    expect(message).toBe('3 sessions booked');
    expect(appointmentIds).toHaveLength(3);
    const rows = await rowsOfSeries(seriesId);
    expect(rows.map((r) => r.slotDate).sort()).toEqual([dates[0], dates[1], dates[3]].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ userId: ashaId, docId: c.ananyaId, slotTime: '15:00', amount: DEMO_DOCTORS[0]!.fees, status: 'active' });
      expect(row.userData).toMatchObject({ name: ASHA.name, email: ASHA.email, phone: ASHA.phone, message: '' });
      expect(row.userData.age).toBeGreaterThan(50);
      expect(row.docData.name).toBe(DEMO_DOCTORS[0]!.name);
    }
    // Beyond the patient's 7-day window and over her cap of 4 upcoming: both are hers, not staff's.
    const mine = (await myAppointments(t, c.asha)).filter((a) => a.seriesId === seriesId);
    expect(mine).toHaveLength(3);
    // The message engine hears of each session as of any booking.
    const events = await t.database.db.select().from(messageEvents).where(eq(messageEvents.kind, 'booked'));
    expect(events.filter((e) => appointmentIds.includes(e.subjectId))).toHaveLength(3);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'series-booked'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorRole: 'doctor', actorId: c.ananyaId, targetType: 'series', targetId: seriesId });
    expect(audit[0]!.detail).toMatchObject({ slotTime: '15:00', everyWeeks: 1 });
  });

  test('a date taken between the plan and the confirmation: 409 naming it, and nothing written', async () => {
    const body = plan(16, '16:00', 4);
    const preview = (await asAdmin({ ...body, docId: c.ananyaId })).json();
    expect(bookableDates(preview.occurrences)).toHaveLength(4);
    const taken = preview.occurrences[2].slotDate as string;
    await insertAppointments(t, [[rohanId, c.ananyaId, 16 + 14, '16:00']]);

    const res = await asAdmin({ ...body, docId: c.ananyaId, confirm: true, dates: bookableDates(preview.occurrences) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: `${formatSlotDate(taken)} can no longer be booked (The doctor already has an appointment at this time). Nothing was booked; check the dates again.`,
    });
    const ashaRows = await t.database.db
      .select(appointmentRowColumns)
      .from(appointments)
      .where(and(eq(appointments.userId, ashaId), eq(slotTimeOf(), '16:00'), eq(appointments.docId, c.ananyaId)));
    expect(ashaRows).toHaveLength(0);
  });

  test('a date taken at the moment of writing rolls the whole series back (the exclusion constraints decide)', async () => {
    const dates = [dayFromToday(t, 18), dayFromToday(t, 25), dayFromToday(t, 32)];
    await insertAppointments(t, [[rohanId, c.ananyaId, 25, '17:00']]);
    const [asha] = await t.database.db.select().from(users).where(eq(users.id, ashaId));
    const seriesId = crypto.randomUUID();
    const write = insertSeries(t.database.db, {
      seriesId,
      userId: ashaId,
      docId: c.ananyaId,
      slotTime: '17:00',
      dates,
      userData: { name: asha!.name, age: null, email: asha!.email, phone: asha!.phone, message: '' },
      version: (await loadClinicHours(t.database.db)).version,
      bookedBy: { role: 'admin', id: t.config.admin.email },
      clinicTz: t.config.clinicTz,
    });
    await expect(write).rejects.toMatchObject({
      statusCode: 409,
      message: `${formatSlotDate(dates[1]!)} was booked by someone else a moment ago. Nothing was booked; check the dates again.`,
    });
    expect(await rowsOfSeries(seriesId)).toHaveLength(0);
  });

  test('a series and a booking racing for one time: exactly one wins, and the series is whole or absent', async () => {
    const body = plan(1, '20:30', 3);
    const preview = (await asDoctor(body)).json();
    expect(bookableDates(preview.occurrences)).toHaveLength(3);
    const first = preview.occurrences[0].slotDate as string;
    const rohan = await registerPatient(t);
    const [seriesRes, bookRes] = await Promise.all([
      asDoctor({ ...body, confirm: true, dates: bookableDates(preview.occurrences) }),
      book(t, rohan.token, c.ananyaId, { slotDate: first, slotTime: '20:30' }),
    ]);
    const holders = await t.database.db
      .select(appointmentRowColumns)
      .from(appointments)
      .where(
        and(eq(appointments.docId, c.ananyaId), eq(slotDateOf(), first), eq(slotTimeOf(), '20:30'), ne(appointments.status, 'cancelled')),
      );
    expect(holders).toHaveLength(1);
    if (seriesRes.statusCode === 200) {
      expect(bookRes.statusCode).toBe(409);
      expect(await rowsOfSeries(seriesRes.json().seriesId)).toHaveLength(3);
    } else {
      expect([seriesRes.statusCode, bookRes.statusCode]).toEqual([409, 201]);
      expect(seriesRes.json().message).toContain(formatSlotDate(first));
      expect(holders[0]!.userId).toBe(rohan.id);
      const ashaRows = await t.database.db
        .select(appointmentRowColumns)
        .from(appointments)
        .where(and(eq(appointments.userId, ashaId), eq(slotTimeOf(), '20:30'), eq(appointments.docId, c.ananyaId)));
      expect(ashaRows).toHaveLength(0);
    }
  });

  test('a doctor books only with themselves: a docId in the body is not theirs to give', async () => {
    const res = await asDoctor({ ...plan(19, '11:00', 2), docId: c.ananyaId, confirm: true, dates: [dayFromToday(t, 19)] }, c.otherDoctor);
    expect(res.statusCode).toBe(200);
    expect(res.json().doctor.name).toBe(DEMO_DOCTORS[1]!.name);
    const rows = await rowsOfSeries(res.json().seriesId);
    expect(rows.map((r) => r.docId)).toEqual([c.otherDoctorId]);
    // The admin names the doctor; a doctor that does not exist is "not found".
    const nobody = await asAdmin({ ...plan(19, '11:00', 2), docId: '00000000-0000-4000-8000-000000000000' });
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'Doctor not found']);
  });

  test('the patient cancels the rest of her series, her own only; a second time there is nothing left', async () => {
    const body = { ...plan(24, '12:00', 4), docId: c.ananyaId };
    const preview = (await asAdmin(body)).json();
    const { seriesId, appointmentIds } = (await asAdmin({ ...body, confirm: true, dates: bookableDates(preview.occurrences) })).json();
    expect(appointmentIds).toHaveLength(4);

    const stranger = await cancelSeries(c.rohan, { seriesId });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, 'Series not found']);
    const res = await cancelSeries(c.asha, { seriesId, fromAppointmentId: appointmentIds[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '3 sessions cancelled', cancelled: 3, tooSoon: [] });
    const rows = await rowsOfSeries(seriesId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(appointmentIds.map((id: string) => byId.get(id)!.status)).toEqual(['active', 'cancelled', 'cancelled', 'cancelled']);
    expect(rows.filter((r) => r.status === 'cancelled').every((r) => r.cancelledBy === 'patient')).toBe(true);

    const again = await cancelSeries(c.asha, { seriesId, fromAppointmentId: appointmentIds[1] });
    expect([again.statusCode, again.json().message]).toEqual([409, 'No session of this series is left to cancel']);
    // One session is still hers to cancel on its own, as any appointment.
    expect((await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: appointmentIds[0] })).statusCode).toBe(200);
  });

  test('each session keeps the clinic’s cut-off: those inside it stay booked and are named', async () => {
    const body = plan(1, '20:00', 3, 2);
    const preview = (await asDoctor(body)).json();
    expect(bookableDates(preview.occurrences)).toHaveLength(3);
    const { seriesId, appointmentIds } = (await asDoctor({ ...body, confirm: true, dates: bookableDates(preview.occurrences) })).json();
    expect((await setCutoff(MAX_POLICY_MINUTES)).statusCode).toBe(200);
    try {
      const res = await cancelSeries(c.asha, { seriesId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cancelled: 2, tooSoon: [{ slotDate: dayFromToday(t, 1), slotTime: '20:00' }] });
      expect(res.json().message).toMatch(
        /^2 sessions cancelled\. 1 session starts too soon to cancel online and stay booked; please call the clinic on /,
      );
      const rows = await rowsOfSeries(seriesId);
      expect(rows.find((r) => r.id === appointmentIds[0])!.status).toBe('active');
      // Only the one inside the cut-off is left: nothing changes.
      const refused = await cancelSeries(c.asha, { seriesId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^This appointment starts too soon to cancel online/);
    } finally {
      await setCutoff(DEFAULT_CLINIC_HOURS.cancelCutoffMinutes);
    }
  });

  test("a doctor's plan names only the doctor's own patients: a stranger's e-mail shows no name until booked", async () => {
    const stranger = await registerPatient(t, { name: 'Kavitha Stranger' });
    const body = { ...plan(24, '16:00', 2), email: stranger.email };
    const preview = (await asDoctor(body)).json();
    expect(preview.patient).toEqual({ name: '', email: stranger.email });
    expect(JSON.stringify(preview)).not.toContain('Kavitha');
    // The admin's plan names them; so does the doctor's booking, which makes them the doctor's patient.
    expect((await asAdmin({ ...body, docId: c.ananyaId })).json().patient.name).toBe('Kavitha Stranger');
    const booked = await asDoctor({ ...body, confirm: true, dates: bookableDates(preview.occurrences) });
    expect(booked.json().patient).toEqual({ name: 'Kavitha Stranger', email: stranger.email });
    expect((await asDoctor({ ...plan(40, '16:00', 2), email: stranger.email })).json().patient.name).toBe('Kavitha Stranger');
  });

  test('a blocked patient gets no series; an unknown e-mail is not found', async () => {
    const patient = await registerPatient(t);
    expect((await post(t, '/api/admin/block-patient', 'atoken', c.admin, { userId: patient.id, blocked: true })).statusCode).toBe(200);
    const blocked = await asDoctor({ ...plan(22, '13:00', 2), email: patient.email });
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, 'This patient is blocked, so nothing can be booked for them']);
    const unknown = await asDoctor({ ...plan(22, '13:00', 2), email: 'nobody-here@example.in' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No patient account has that e-mail']);
    // By account id as well as by e-mail.
    const byId = await asDoctor({ firstDate: dayFromToday(t, 22), slotTime: '13:00', everyWeeks: 2, count: 2, userId: rohanId });
    expect(byId.json()).toMatchObject({ success: true, patient: { email: DEMO_PATIENTS[1].email } });
  });

  test.each([
    [{ count: 17 }, 'A series has at most 16 sessions'],
    [{ count: 1 }, 'A series has at least 2 sessions'],
    [{ count: 2.5 }, 'Say how many sessions'],
    [{ everyWeeks: 3 }, 'A series repeats every 1 or 2 weeks'],
    [{ everyWeeks: '1' }, 'A series repeats every 1 or 2 weeks'],
    [{ firstDate: '2031-01-01' }, 'First date is missing or invalid'],
    [{ firstDate: '31_2_2031' }, 'The first date is not a real day'],
    [{ firstDate: '1_1_2020' }, 'The first date has passed'],
    [{ firstDate: '1_1_2099' }, 'The first date must be within a year from today'],
    [{ slotTime: '25:00' }, 'Time is missing or invalid'],
    [{ userId: '00000000-0000-4000-8000-000000000000' }, "Give the patient's e-mail (or account id), not both"],
    [{ email: undefined }, "Give the patient's e-mail (or account id), not both"],
    [{ confirm: true }, 'Choose at least one date to book'],
    [{ confirm: true, dates: ['1_1_2031'] }, "1 Jan 2031 is not one of this series' dates"],
  ] as [Body, string][])('%j is refused: %s', async (change, message) => {
    const res = await asDoctor({ ...plan(23, '14:00', 3), ...change });
    expect(res.json()).toEqual({ success: false, message });
    expect(res.statusCode).toBe(400);
  });
});
