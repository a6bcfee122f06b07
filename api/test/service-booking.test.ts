import { eq } from 'drizzle-orm';
import type { Appointment, ClinicService } from '@clinic/shared/contract';
import { doctors } from '../src/db/schema';
import { book, myAppointments, patientDetails, post, publicDoctors, registerPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { offeredSlots } from './support/slots-calendar';

// Decision 57: a service is booked at its own length and fee. What a patient sees: the free times for a
// 45-minute hearing test leave out what would run into another visit or past closing; a booked 90-minute
// fitting takes the consultations it covers off the picker; the database refuses an overlap however the
// two visits were asked for at once.
describe.each(DATABASES)('booking a service at its length on %s', (kind) => {
  let t: TestApp;
  let docId: string;
  let services: ClinicService[];
  const patient = () => registerPatient(t);
  const serviceOf = (id: string) => services.find((s) => s.id === id)!;
  const slotsFor = async (serviceId: string) => {
    const res = await t.inject(`/api/doctor/slots/${docId}/${serviceId}`);
    expect(res.statusCode).toBe(200);
    return res.json().days as { slotDate: string; times: string[] }[];
  };
  const bookService = (token: string, slot: { slotDate: string; slotTime: string }, serviceId?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      headers: { token },
      payload: { docId, ...slot, userData: patientDetails, ...(serviceId && { serviceId }) },
    });
  // Each test its own day of the window, from the day after tomorrow on, all of 10:00–21:00 open.
  let nextDay = 2;
  const freshDay = async () => (await offeredSlots(t, docId))[nextDay++]!.slotDate;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    // A doctor of the demo with no bookings, offering a hearing test and a fitting.
    docId = (await publicDoctors(t)).at(-1)!._id;
    await t.database.db
      .update(doctors)
      .set({ services: ['hearing-assessment', 'hearing-aid-fitting'] })
      .where(eq(doctors.id, docId));
    services = (await t.inject('/api/clinic/services')).json().services;
  });
  afterAll(() => t.close());

  test('a 45-minute hearing test is offered only where it fits, and is booked at its length and fee', async () => {
    const slotDate = await freshDay();
    const hearingTest = serviceOf('hearing-assessment');
    expect(hearingTest.durationMinutes).toBe(45);
    expect((await book(t, (await patient()).token, docId, { slotDate, slotTime: '11:00' })).statusCode).toBe(201);

    const day = (await slotsFor('hearing-assessment')).find((d) => d.slotDate === slotDate)!;
    expect(day.times.slice(0, 3)).toEqual(['10:00', '11:30', '12:00']);
    expect(day.times).not.toContain('20:30');
    expect(day.times.at(-1)).toBe('20:00');

    const asha = await patient();
    // 10:30–11:15 runs into the consultation at 11:00; 20:30–21:15 past closing.
    const held = await bookService(asha.token, { slotDate, slotTime: '10:30' }, 'hearing-assessment');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ success: false, message: 'Slot Not Available' });
    const late = await bookService(asha.token, { slotDate, slotTime: '20:30' }, 'hearing-assessment');
    expect(late.json()).toEqual({ success: false, message: 'Please choose one of the times offered for that day' });

    expect((await bookService(asha.token, { slotDate, slotTime: '10:00' }, 'hearing-assessment')).statusCode).toBe(201);
    const [booked] = await myAppointments(t, asha.token);
    expect(booked).toMatchObject<Partial<Appointment>>({
      slotDate,
      slotTime: '10:00',
      amount: hearingTest.fee,
      service: { id: 'hearing-assessment', durationMinutes: 45 },
    });
    // A consultation keeps the spec's shape: no service, the doctor's fee.
    const doctor = (await publicDoctors(t)).find((d) => d._id === docId)!;
    const other = await patient();
    expect((await book(t, other.token, docId, { slotDate, slotTime: '13:00' })).statusCode).toBe(201);
    const [consultation] = await myAppointments(t, other.token);
    expect(consultation!.amount).toBe(doctor.fees);
    expect(consultation).not.toHaveProperty('service');
  });

  test('a booked 90-minute fitting takes the consultations it covers off the picker, and moving it keeps its length', async () => {
    const slotDate = await freshDay();
    const p = await patient();
    expect((await bookService(p.token, { slotDate, slotTime: '10:00' }, 'hearing-aid-fitting')).statusCode).toBe(201);
    const consultations = (await offeredSlots(t, docId)).find((d) => d.slotDate === slotDate)!.times;
    expect(consultations.slice(0, 2)).toEqual(['11:30', '12:00']);
    // A client of the spec that offers the grid less slots_booked offers none of the fitting's times either.
    expect((await publicDoctors(t)).find((d) => d._id === docId)!.slots_booked[slotDate]).toEqual(['10:00', '10:30', '11:00']);
    const other = await patient();
    const held = await book(t, other.token, docId, { slotDate, slotTime: '11:00' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Slot Not Available');

    // Moved to 20:00 it would run past closing; to 19:30 it ends at 21:00 exactly.
    const [fitting] = await myAppointments(t, p.token);
    const move = (slotTime: string) =>
      post(t, '/api/user/reschedule-appointment', 'token', p.token, { appointmentId: fitting!._id, slotDate, slotTime });
    expect((await move('20:00')).statusCode).toBe(409);
    expect((await move('19:30')).statusCode).toBe(200);
    const [moved] = await myAppointments(t, p.token);
    expect(moved).toMatchObject({ slotTime: '19:30', service: { id: 'hearing-aid-fitting', durationMinutes: 90 } });
    expect((await offeredSlots(t, docId)).find((d) => d.slotDate === slotDate)!.times.slice(0, 1)).toEqual(['10:00']);
  });

  test('a fitting and a consultation it would overlap, asked for at the same moment: exactly one is booked', async () => {
    const slotDate = await freshDay();
    const [a, b] = await Promise.all([patient(), patient()]);
    const answers = await Promise.all([
      bookService(a.token, { slotDate, slotTime: '14:00' }, 'hearing-aid-fitting'),
      book(t, b.token, docId, { slotDate, slotTime: '15:00' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('Slot Not Available');
  });

  test('a service the doctor does not offer cannot be picked or booked; an unknown one is refused as such', async () => {
    const slotDate = await freshDay();
    const notOffered = await t.inject(`/api/doctor/slots/${docId}/speech-therapy`);
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json()).toEqual({ success: false, message: 'The doctor does not offer that service' });
    const p = await patient();
    const refused = await bookService(p.token, { slotDate, slotTime: '10:00' }, 'speech-therapy');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The doctor does not offer that service');
    expect(await myAppointments(t, p.token)).toEqual([]);

    for (const res of [
      await t.inject(`/api/doctor/slots/${docId}/surgery`),
      await bookService(p.token, { slotDate, slotTime: '10:00' }, 'surgery'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Unknown service' });
    }
    const gone = await t.inject('/api/doctor/slots/00000000-0000-4000-8000-000000000000/hearing-assessment');
    expect(gone.statusCode).toBe(404);
  });
});
