import { and, eq, ne } from 'drizzle-orm';
import { MAX_POLICY_MINUTES } from '@clinic/shared/contract';
import { appointmentEvents, appointments, auditLog, clinicSettings } from '../src/db/schema';
import { moveMany, type Move } from '../src/features/appointments/move-statements';
import { DEFAULT_CLINIC_HOURS, slotStart } from '@clinic/shared/booking';
import { appointmentRowColumns, slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { book, freeSlot, freeSlotFor, myAppointments, post, signInCast, startedAlready, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { insertPatients } from './support/rows';

// Issue 23: an active appointment moves to another free time of the same doctor, in one statement, under
// the same unique indexes as a booking; its id, payment and amount stay, and the old time is free at once.
// What the patient is told is in messages-email.test.ts.

type Slot = { slotDate: string; slotTime: string };
const MOVED = { success: true, message: 'Appointment moved' };

describe.each(DRIVER_DATABASES)('moving an appointment on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let skip = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const move = (who: 'asha' | 'rohan', appointmentId: string, slot: Slot) =>
    post(t, '/api/user/reschedule-appointment', 'token', c[who], { appointmentId, ...slot });
  const rowOf = async (id: string) =>
    (await t.database.db.select(appointmentRowColumns).from(appointments).where(eq(appointments.id, id)))[0]!;

  /** A new appointment of Asha's with the doctor, and a free time to move it to. */
  async function ashaBooks(docId = c.ananyaId): Promise<{ id: string; from: Slot; to: Slot }> {
    const from = await freeSlotFor(t, c.asha, docId, skip++);
    const res = await book(t, c.asha, docId, from);
    expect(res.statusCode).toBe(201);
    const to = await freeSlotFor(t, c.asha, docId, skip++);
    return { id: res.json().appointmentId, from, to };
  }

  test('the patient moves her appointment: same id, payment and fee, the new time held and the old one free for others', async () => {
    const { id, from, to } = await ashaBooks();
    await t.database.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    const before = await rowOf(id);

    const res = await move('asha', id, to);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MOVED);
    const after = await rowOf(id);
    expect(after).toMatchObject({ slotDate: to.slotDate, slotTime: to.slotTime, payment: true, amount: before.amount, status: 'active' });
    expect(after.bookedAt).toEqual(before.bookedAt);
    expect((await myAppointments(t, c.asha)).filter((a) => a._id === id)).toHaveLength(1);

    // The old time is offered again and another patient books it; the new one is not.
    expect((await book(t, c.rohan, c.ananyaId, from)).statusCode).toBe(201);
    expect((await book(t, c.rohan, c.ananyaId, to)).json()).toEqual({ success: false, message: 'Slot Not Available' });
  });

  test('refusals say why and change nothing', async () => {
    const { id, from, to } = await ashaBooks();
    const unchanged = async () => expect(await rowOf(id)).toMatchObject({ ...from, status: 'active' });

    // Someone else's appointment does not exist for Rohan (decision 7).
    expect((await move('rohan', id, to)).json()).toEqual({ success: false, message: 'Appointment not found' });
    // The time it already has.
    const same = await move('asha', id, from);
    expect([same.statusCode, same.json().message]).toEqual([409, 'That is already the time of this appointment']);
    // A time the doctor's slots do not offer (not a slot of the grid; a day past the window).
    expect((await move('asha', id, { slotDate: from.slotDate, slotTime: '10:07' })).statusCode).toBe(409);
    expect((await move('asha', id, { slotDate: '1_1_2099', slotTime: '10:00' })).json().message).toMatch(/^Please choose a day within/);
    // A time another patient holds.
    const taken = await freeSlot(t, c.ananyaId, 0);
    expect((await book(t, c.rohan, c.ananyaId, taken)).statusCode).toBe(201);
    expect((await move('asha', id, taken)).json()).toEqual({ success: false, message: 'Slot Not Available' });
    // A time she holds with another doctor (decision 8).
    const other = await freeSlotFor(t, c.asha, c.otherDoctorId, 3);
    expect((await book(t, c.asha, c.otherDoctorId, other)).statusCode).toBe(201);
    const clash = await move('asha', id, other);
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'You already have an appointment at this time']);
    await unchanged();

    // Cancelled, or started: no longer movable.
    expect((await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: id })).statusCode).toBe(200);
    expect((await move('asha', id, to)).json()).toEqual({ success: false, message: 'This appointment is already cancelled' });
    const started = await ashaBooks();
    await startedAlready(t, started.id);
    expect((await move('asha', started.id, started.to)).json().message).toBe(
      'This appointment has already started, so its time cannot be changed',
    );
  });

  test('inside the clinic’s cut-off the patient is sent to the phone; staff can still move it', async () => {
    const { id, to } = await ashaBooks();
    const setCutoff = (minutes: number) =>
      post(t, '/api/admin/clinic-hours', 'atoken', c.admin, { ...DEFAULT_CLINIC_HOURS, cancelCutoffMinutes: minutes });
    expect((await setCutoff(MAX_POLICY_MINUTES)).statusCode).toBe(200);
    try {
      const refused = await move('asha', id, to);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^This appointment starts too soon to change online\. Please call the clinic on /);
      const res = await post(t, '/api/doctor/reschedule-appointment', 'dtoken', c.ananya, { appointmentId: id, ...to });
      expect(res.json()).toEqual(MOVED);
      expect(await rowOf(id)).toMatchObject(to);
    } finally {
      await setCutoff(DEFAULT_CLINIC_HOURS.cancelCutoffMinutes);
    }
  });

  test('a doctor moves only their own appointments; the admin moves any, and both are on the audit log', async () => {
    const { id, to } = await ashaBooks();
    const other = await post(t, '/api/doctor/reschedule-appointment', 'dtoken', c.otherDoctor, { appointmentId: id, ...to });
    expect([other.statusCode, other.json().message]).toEqual([404, 'Appointment not found']);
    const res = await post(t, '/api/admin/reschedule-appointment', 'atoken', c.admin, { appointmentId: id, ...to });
    expect(res.json()).toEqual(MOVED);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment-rescheduled'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorRole: 'admin', targetType: 'appointment', detail: to });
  });

  /** The active rows holding the doctor's time. */
  const holding = (slot: Slot) =>
    t.database.db
      .select(appointmentRowColumns)
      .from(appointments)
      .where(
        and(
          eq(appointments.docId, c.ananyaId),
          eq(slotDateOf(), slot.slotDate),
          eq(slotTimeOf(), slot.slotTime),
          ne(appointments.status, 'cancelled'),
        ),
      );
  const bookFor = async (token: string, slot: Slot) => (await book(t, token, c.ananyaId, slot)).json().appointmentId as string;
  const moveFor = (token: string, appointmentId: string, slot: Slot) =>
    post(t, '/api/user/reschedule-appointment', 'token', token, { appointmentId, ...slot });

  test('two patients move to one time at once: exactly one wins, the other keeps the time she had', async () => {
    const [p1, p2] = await insertPatients(t, 2, `Movers ${kind}`);
    const from1 = await freeSlot(t, c.ananyaId, 20);
    const a1 = await bookFor(p1!.token, from1);
    const from2 = await freeSlot(t, c.ananyaId, 20);
    const a2 = await bookFor(p2!.token, from2);
    const target = await freeSlot(t, c.ananyaId, 20);

    const answers = await Promise.all([moveFor(p1!.token, a1, target), moveFor(p2!.token, a2, target)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ success: false, message: 'Slot Not Available' });
    const held = await holding(target);
    expect(held).toHaveLength(1);
    const [winner, loser, loserFrom] = held[0]!.id === a1 ? [a1, a2, from2] : [a2, a1, from1];
    expect(await rowOf(winner)).toMatchObject({ ...target, status: 'active' });
    expect(await rowOf(loser)).toMatchObject({ ...loserFrom, status: 'active' });
  });

  // Decision 48: moves that arrive together are written in one statement (move-queue.ts); its rows are
  // moved only as a lone move would be, each with its own event.
  test('a batch of moves: each moved as alone, with its own `moved` event; stale, out-of-scope or out-of-date ones left', async () => {
    const patients = await insertPatients(t, 5, `Batch ${kind}`);
    const version = Number((await t.database.db.select({ v: clinicSettings.scheduleVersion }).from(clinicSettings))[0]!.v);
    const booked: { id: string; from: Slot }[] = [];
    for (const p of patients) {
      const from = await freeSlot(t, c.ananyaId, 30);
      booked.push({ id: await bookFor(p.token, from), from });
    }
    // Free times taken once all five are booked: none is another's time.
    const targets: Slot[] = [];
    for (let i = 0; i < patients.length; i++) targets.push(await freeSlot(t, c.ananyaId, 30 + i));
    const startsAt = (slot: Slot) => slotStart(slot.slotDate, slot.slotTime, t.config.clinicTz);
    const moves: Move[] = patients.map((p, i) => ({
      scope: { userId: p.id },
      from: { id: booked[i]!.id, ...booked[i]!.from, startsAt: startsAt(booked[i]!.from) },
      to: { ...targets[i]!, startsAt: startsAt(targets[i]!) },
      version,
      by: { role: 'patient', id: p.id },
    }));
    const [stale, foreign, outOfDate] = [2, 3, 4];
    moves[stale]!.from.startsAt = new Date(moves[stale]!.from.startsAt.getTime() - 30 * 60_000);
    moves[foreign]!.scope = { userId: patients[0]!.id };
    moves[outOfDate]!.version = version - 1;

    expect([...(await moveMany(t.database.db, moves))].sort()).toEqual([0, 1]);
    for (const [n, m] of moves.entries()) {
      const row = await rowOf(m.from.id);
      const events = await t.database.db
        .select({ actorId: appointmentEvents.actorId, detail: appointmentEvents.detail })
        .from(appointmentEvents)
        .where(and(eq(appointmentEvents.appointmentId, m.from.id), eq(appointmentEvents.type, 'moved')));
      if (n < 2) {
        expect(row).toMatchObject({ slotDate: m.to.slotDate, slotTime: m.to.slotTime, status: 'active' });
        expect(events).toEqual([
          {
            actorId: m.by.id,
            detail: {
              from: { startsAt: m.from.startsAt.toISOString(), slotDate: m.from.slotDate, slotTime: m.from.slotTime },
              to: { startsAt: m.to.startsAt.toISOString(), slotDate: m.to.slotDate, slotTime: m.to.slotTime },
            },
          },
        ]);
      } else {
        expect(row.startsAt).not.toEqual(m.to.startsAt);
        expect(events).toEqual([]);
      }
    }
  });

  test('many moves at once, two of them to one time: every other lands, exactly one of the two wins', async () => {
    const patients = await insertPatients(t, 6, `At once ${kind}`);
    const ids: string[] = [];
    for (const p of patients) ids.push(await bookFor(p.token, await freeSlot(t, c.ananyaId, 40)));
    const targets: Slot[] = [];
    for (let i = 0; i < 5; i++) targets.push(await freeSlot(t, c.ananyaId, 40 + i + 1));
    targets.push(targets[4]!);

    const answers = await Promise.all(patients.map((p, i) => moveFor(p.token, ids[i]!, targets[i]!)));
    expect(answers.slice(0, 4).map((r) => r.json())).toEqual(Array(4).fill(MOVED));
    expect(
      answers
        .slice(4)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([200, 409]);
    for (const [i, target] of targets.slice(0, 4).entries()) expect((await holding(target)).map((r) => r.id)).toEqual([ids[i]]);
    expect(await holding(targets[4]!)).toHaveLength(1);
  });

  test('a move and a booking of one time at once: exactly one wins, nothing is lost', async () => {
    const [mover, booker] = await insertPatients(t, 2, `Move or book ${kind}`);
    const from = await freeSlot(t, c.ananyaId, 25);
    const id = await bookFor(mover!.token, from);
    const target = await freeSlot(t, c.ananyaId, 25);

    const [moved, booked] = await Promise.all([moveFor(mover!.token, id, target), book(t, booker!.token, c.ananyaId, target)]);
    // One success (a move answers 200, a booking 201) and one 409.
    expect([moved.statusCode, booked.statusCode]).toEqual(moved.statusCode === 200 ? [200, 409] : [409, 201]);
    const held = await holding(target);
    expect(held).toHaveLength(1);
    if (moved.statusCode === 200) {
      expect(booked.json()).toEqual({ success: false, message: 'Slot Not Available' });
      expect(held[0]!.id).toBe(id);
    } else {
      expect(moved.json()).toEqual({ success: false, message: 'Slot Not Available' });
      expect(held[0]!.id).toBe(booked.json().appointmentId);
      expect(await rowOf(id)).toMatchObject({ ...from, status: 'active' });
    }
  });
});
