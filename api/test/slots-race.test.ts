import { and, eq } from 'drizzle-orm';
import { appointments, clinicClosures, clinicSettings } from '../src/db/schema';
import { slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { insertBooking } from '../src/features/appointments/appointment-repository';
import { bumpVersion, lockSettings } from '../src/features/schedule/settings-repository';
import type { Db } from '../src/db/client';
import { book, post, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { limitsOf, MANY_BOOKINGS } from './support/booking-limits';
import { insertPatients } from './support/rows';
import { offeredSlots } from './support/slots-calendar';

// A booking racing a change of the calendar (decision 45): the change locks the calendar and bumps its
// version; the booking writes only while the version it checked is current. So the booking is either seen
// by the change (and cancelled with the day it closes) or checked again and refused; never an active
// appointment on a day the clinic closed.
describe.each(DRIVER_DATABASES)('a booking or a move racing a closure on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const activeOn = (slotDate: string) =>
    t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(slotDateOf(), slotDate), eq(appointments.status, 'active')));

  test('many times over: the booking is cancelled with the day, or refused; the day ends with nothing active', async () => {
    const ROUNDS = 16;
    const patients = await insertPatients(t, ROUNDS, 'Racer');
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Tomorrow on (today may be over), a different day and a free time each round.
      const days = await offeredSlots(t, c.ananyaId);
      const day = days[1 + (round % (days.length - 1))]!;
      const slotTime = day.times[round % day.times.length]!;
      // Give either side the head start now and then.
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [booked, closed] = await Promise.all([
        wait(round % 2 ? 4 : 0).then(() => book(t, patients[round]!.token, c.ananyaId, { slotDate: day.slotDate, slotTime })),
        wait([0, 2, 6, 12][round % 4]!).then(() =>
          post(t, '/api/admin/add-closure', 'atoken', c.admin, { slotDate: day.slotDate, reason: 'Race', cancelAffected: true }),
        ),
      ]);
      expect(closed.statusCode).toBe(200);
      expect([201, 409]).toContain(booked.statusCode);
      if (booked.statusCode === 409) expect(booked.json().message).toBe('The clinic is closed on that day');
      outcomes.push(booked.statusCode === 201 ? 'booked, then cancelled' : 'refused');
      expect(await activeOn(day.slotDate)).toEqual([]);
      const removed = await post(t, '/api/admin/delete-closure', 'atoken', c.admin, { closureId: closed.json().closureId });
      expect(removed.statusCode).toBe(200);
    }
    console.log(`${kind}: ${ROUNDS} races: ${outcomes.filter((o) => o === 'refused').length} refused, the rest booked and then cancelled`);
  });

  const versionNow = async () => Number((await t.database.db.select({ v: clinicSettings.scheduleVersion }).from(clinicSettings))[0]!.v);

  test('the statement writes only while the calendar is at the version the slot was checked against', async () => {
    const [patient] = await insertPatients(t, 1, 'Versioned');
    const day = (await offeredSlots(t, c.otherDoctorId))[2]!;
    const booking = {
      userId: patient!.id,
      docId: c.otherDoctorId,
      slotDate: day.slotDate,
      userData: { name: 'V', age: null, email: '', phone: '1', message: '' },
    };
    const current = await versionNow();
    expect(await insertBooking(t.database.db, limitsOf(t), { ...booking, slotTime: day.times[0]!, version: current - 1 })).toBeUndefined();
    expect(await insertBooking(t.database.db, limitsOf(t), { ...booking, slotTime: day.times[1]!, version: current })).toEqual(
      expect.any(String),
    );
  });

  /**
   * Sends `request` while a closure of `slotDate` is being written as every change of the calendar writes
   * (decision 44: `lockSettings` first, the bump last), lets the change commit 300 ms later, and answers
   * what the request then heard.
   */
  async function whileClosing(slotDate: string, request: () => Promise<Awaited<ReturnType<typeof book>>>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const change = t.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await lockSettings(tx);
      locked();
      await released;
      await tx.insert(clinicClosures).values({ slotDate, reason: 'Flood' });
      await bumpVersion(tx);
    });
    await isLocked;
    const answer = request();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await change;
    return answer;
  }

  test('a booking that arrives while a closure of its day is being written waits for it, then is refused', async () => {
    const day = (await offeredSlots(t, c.otherDoctorId))[3]!;
    const [patient] = await insertPatients(t, 1, 'Waiting');
    // Book once first, so the booking's kept calendar is the one from before the change.
    const warm = (await offeredSlots(t, c.otherDoctorId))[4]!;
    expect((await book(t, patient!.token, c.otherDoctorId, { slotDate: warm.slotDate, slotTime: warm.times[0]! })).statusCode).toBe(201);

    const res = await whileClosing(day.slotDate, () =>
      book(t, patient!.token, c.otherDoctorId, { slotDate: day.slotDate, slotTime: day.times[0]! }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'The clinic is closed on that day' });
    const mine = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.userId, patient!.id), eq(slotDateOf(), day.slotDate)));
    expect(mine).toEqual([]);
  });

  // Decision 48: a move is one statement that takes the calendar's lock shared and reads the version under it.
  test('a move into a day whose closure is being written waits for it, then is refused, and keeps its time', async () => {
    const [patient] = await insertPatients(t, 1, 'Mover');
    const days = await offeredSlots(t, c.otherDoctorId);
    const from = { slotDate: days[5]!.slotDate, slotTime: days[5]!.times[1]! };
    const booked = await book(t, patient!.token, c.otherDoctorId, from);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().appointmentId as string;
    const day = days[6]!;

    const res = await whileClosing(day.slotDate, () =>
      post(t, '/api/user/reschedule-appointment', 'token', patient!.token, {
        appointmentId: id,
        slotDate: day.slotDate,
        slotTime: day.times[0]!,
      }),
    );
    expect([res.statusCode, res.json()]).toEqual([409, { success: false, message: 'The clinic is closed on that day' }]);
    const [row] = await t.database.db
      .select({ slotDate: slotDateOf(), slotTime: slotTimeOf(), status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row).toEqual({ ...from, status: 'active' });
  });
});
