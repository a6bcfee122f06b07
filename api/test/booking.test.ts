import { buildSlotDays } from '@clinic/shared/booking';
import { book, freeSlot, myAppointments, patientDetails, post, publicDoctors, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';

describe.each(DRIVER_DATABASES)('booking on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    // Many bookings by two patients: the cap and the per-account limit have their own suites.
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  test('a patient books a free slot: Appointment Booked, it leads her list and the slot leaves the picker', async () => {
    const slot = await freeSlot(t, c.ananyaId);
    const res = await book(t, c.asha, c.ananyaId, slot);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Appointment Booked', appointmentId: expect.any(String) });

    const [newest] = await myAppointments(t, c.asha);
    expect(newest).toMatchObject({
      _id: res.json().appointmentId,
      docId: c.ananyaId,
      ...slot,
      // The phone as stored: normalised (issue 19), whatever spacing was typed.
      userData: { ...patientDetails, phone: '+919886011223', image: expect.stringMatching(/^\/api\/images\//) },
      docData: { name: 'Dr. Ananya Iyer', speciality: expect.any(String), image: expect.stringMatching(/\.webp$/) },
      cancelled: false,
      isCompleted: false,
      payment: false,
    });
    const doctor = (await publicDoctors(t)).find((d) => d._id === c.ananyaId)!;
    expect(newest!.amount).toBe(doctor.fees);
    expect(doctor.slots_booked[slot.slotDate]).toContain(slot.slotTime);
    const offered = buildSlotDays(new Date(), t.config.clinicTz, doctor.slots_booked).find((d) => d.slotDate === slot.slotDate)!;
    expect(offered.slots).not.toContain(slot.slotTime);
  });

  test('the same slot again answers 409 Slot Not Available, for anyone', async () => {
    const slot = await freeSlot(t, c.ananyaId, 1);
    expect((await book(t, c.rohan, c.ananyaId, slot)).statusCode).toBe(201);
    for (const token of [c.rohan, c.asha]) {
      const res = await book(t, token, c.ananyaId, slot);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Slot Not Available' });
    }
  });

  test('a patient cannot hold two appointments at one time, even with two doctors (decision 8)', async () => {
    const slot = await freeSlot(t, c.otherDoctorId, 7);
    expect((await book(t, c.asha, c.otherDoctorId, slot)).statusCode).toBe(201);
    const res = await book(t, c.asha, c.ananyaId, slot);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'You already have an appointment at this time' });
  });

  test('cancelling frees the slot at once for every patient', async () => {
    const slot = await freeSlot(t, c.ananyaId, 2);
    const { appointmentId } = (await book(t, c.asha, c.ananyaId, slot)).json();
    expect((await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId })).json()).toEqual({
      success: true,
      message: 'Appointment Cancelled',
    });
    const doctor = (await publicDoctors(t)).find((d) => d._id === c.ananyaId)!;
    expect(doctor.slots_booked[slot.slotDate] ?? []).not.toContain(slot.slotTime);
    expect((await book(t, c.rohan, c.ananyaId, slot)).statusCode).toBe(201);
  });

  test('a doctor who is not available takes no bookings', async () => {
    const away = (await publicDoctors(t)).find((d) => !d.available)!;
    const res = await book(t, c.asha, away._id, await freeSlot(t, away._id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Doctor Not Available' });
  });

  test('an unknown doctor is not found', async () => {
    const res = await book(t, c.asha, '00000000-0000-4000-8000-000000000000', await freeSlot(t, c.ananyaId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Doctor not found' });
  });

  describe('the server re-checks the slot with the picker’s rules (decision 5)', () => {
    const days = () => buildSlotDays(new Date(), t.config.clinicTz);
    const clinicDate = (offsetDays: number) => {
      const d = new Date(Date.now() + offsetDays * 86_400_000);
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: t.config.clinicTz,
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
      }).formatToParts(d);
      const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
      return `${get('day')}_${get('month')}_${get('year')}`;
    };

    test.each([
      ['a day before today', () => ({ slotDate: clinicDate(-1), slotTime: '12:00' }), 'Please choose a day within the next 7 days'],
      ['the eighth day', () => ({ slotDate: clinicDate(7), slotTime: '12:00' }), 'Please choose a day within the next 7 days'],
      [
        'a time before opening',
        () => ({ slotDate: days()[1]!.slotDate, slotTime: '09:30' }),
        'Please choose one of the times offered for that day',
      ],
      [
        'the closing time',
        () => ({ slotDate: days()[1]!.slotDate, slotTime: '21:00' }),
        'Please choose one of the times offered for that day',
      ],
      [
        'a time off the half-hour grid',
        () => ({ slotDate: days()[1]!.slotDate, slotTime: '10:15' }),
        'Please choose one of the times offered for that day',
      ],
    ])('refuses %s with 409 (issue 20: the calendar says no)', async (_label, slot, message) => {
      const res = await book(t, c.asha, c.ananyaId, slot());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message });
    });

    test('refuses a time earlier today that the picker no longer offers', async () => {
      const today = days()[0]!;
      const past = ['10:00', '10:30', '11:00', '11:30', '12:00', '20:30'].find((time) => !today.slots.includes(time));
      // Before 10:00 at the clinic every time of today is still offered; nothing is in the past yet.
      if (!past) return;
      const res = await book(t, c.asha, c.ananyaId, { slotDate: today.slotDate, slotTime: past });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'That time has passed' });
    });
  });

  test.each([
    ['no name', { ...patientDetails, name: '  ' }, 'Please fill in all required fields'],
    ['no phone', { ...patientDetails, phone: '' }, 'Please fill in all required fields'],
    ['a bad optional email', { ...patientDetails, email: 'not-mail' }, 'Please enter a valid email'],
    ['an impossible age', { ...patientDetails, age: 400 }, 'Age is out of range'],
  ])('the booking details are validated: %s', async (_label, userData, message) => {
    const res = await book(t, c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 3), userData);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('age, email and message are optional', async () => {
    const res = await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 4), { name: 'Rohan Das', phone: '+91 99000 44556' });
    expect(res.statusCode).toBe(201);
    expect((await myAppointments(t, c.rohan))[0]!.userData).toMatchObject({ age: null, email: '', message: '' });
  });

  test.each([
    ['a malformed slot date', { slotDate: '2026-11-21' }, 'Date is missing or invalid'],
    ['a zero-padded slot date', { slotDate: '05_03_2026' }, 'Date is missing or invalid'],
    ['a 12-hour slot time', { slotTime: '10:30 AM' }, 'Time is missing or invalid'],
    ['a doctor id that is not a uuid', { docId: "1' or '1'='1" }, 'Doctor is missing or invalid'],
  ])('refuses %s', async (_label, override, message) => {
    const slot = await freeSlot(t, c.ananyaId, 5);
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      headers: { token: c.asha },
      payload: { docId: c.ananyaId, ...slot, userData: patientDetails, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('a patient’s list holds only her appointments, newest first', async () => {
    const list = await myAppointments(t, c.rohan);
    expect(list.length).toBeGreaterThan(1);
    expect(new Set(list.map((a) => a.userId)).size).toBe(1);
    const dates = list.map((a) => a.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
