import { and, eq, inArray, ne } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { appointments, users } from '../src/db/schema';
import { appointmentRowColumns, slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { insertBooking } from '../src/features/appointments/appointment-repository';
import { insertBookingBatch } from '../src/features/appointments/booking-batch';
import { isOverlapViolation } from '../src/http/errors';
import { DEMO_PATIENTS } from '../src/seed/seed';
import { book, patientDetails, publicDoctors, registerPatient, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { limitsOf, MANY_BOOKINGS } from './support/booking-limits';
import { holdAppointmentsTable } from './support/held-table';

// Bookings that arrive together are written together (group commit); each must still get exactly the
// answer it would have had alone. Calls started in one go reach the queue before it flushes, so these
// batches are certain, not a matter of timing.
describe.each(DRIVER_DATABASES)('bookings written together on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let ashaId: string;
  let rohanId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
    const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    [ashaId, rohanId] = await Promise.all([idOf(DEMO_PATIENTS[0].email), idOf(DEMO_PATIENTS[1].email)]);
  });
  afterAll(() => t.close());

  const details = (name: string) => ({ name, age: null, email: '', phone: '+91 90000 00000', message: '' });
  const rowsOf = (ids: string[]) => t.database.db.select(appointmentRowColumns).from(appointments).where(inArray(appointments.id, ids));
  const holders = (docId: string, slot: { slotDate: string; slotTime: string }) =>
    t.database.db
      .select({ id: appointments.id, userId: appointments.userId })
      .from(appointments)
      .where(
        and(
          eq(appointments.docId, docId),
          eq(slotDateOf(), slot.slotDate),
          eq(slotTimeOf(), slot.slotTime),
          ne(appointments.status, 'cancelled'),
        ),
      );

  /** Slots from tomorrow on that both doctors offer and at which neither patient has an appointment. */
  async function freeEverywhere(count: number) {
    const doctors = await publicDoctors(t);
    const offered = (docId: string) =>
      new Set(
        buildSlotDays(new Date(), t.config.clinicTz, doctors.find((d) => d._id === docId)!.slots_booked)
          .slice(1)
          .flatMap((day) => day.slots.map((time) => `${day.slotDate} ${time}`)),
      );
    const [ananya, other] = [offered(c.ananyaId), offered(c.otherDoctorId)];
    const held = await t.database.db
      .select({ slotDate: slotDateOf(), slotTime: slotTimeOf() })
      .from(appointments)
      .where(and(inArray(appointments.userId, [ashaId, rohanId]), ne(appointments.status, 'cancelled')));
    const busy = new Set(held.map((a) => `${a.slotDate} ${a.slotTime}`));
    const free = [...ananya].filter((slot) => other.has(slot) && !busy.has(slot)).slice(0, count);
    expect(free).toHaveLength(count);
    return free.map((slot) => ({ slotDate: slot.split(' ')[0]!, slotTime: slot.split(' ')[1]! }));
  }

  /**
   * Runs `send` while the appointments table is held and one booking waits on it: whatever `send` books
   * queues up behind that one and goes in a single batch once the table is let go.
   */
  async function behindAHeldTable<T>(send: () => Promise<T>, blocker: Parameters<typeof insertBooking>[2]): Promise<T> {
    const letGo = await holdAppointmentsTable(t.database.db);
    const waiting = insertBooking(t.database.db, limitsOf(t), blocker);
    const sent = send();
    // Nothing a booking request does before the queue touches the database; a moment is plenty.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([letGo(), waiting]);
    return sent;
  }

  test('bookings arriving together are written by one statement, each row whole', async () => {
    const slots = await freeEverywhere(4);
    const ids = await Promise.all(
      slots.map((slot, i) =>
        insertBooking(t.database.db, limitsOf(t), {
          userId: i % 2 ? rohanId : ashaId,
          docId: c.ananyaId,
          ...slot,
          userData: details(`Batch ${i}`),
          version: 0,
        }),
      ),
    );
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const rows = await rowsOf(ids as string[]);
    expect(rows).toHaveLength(4);
    // One transaction: one now() for all.
    expect(new Set(rows.map((r) => r.bookedAt.getTime())).size).toBe(1);
    const fees = (await publicDoctors(t)).find((d) => d._id === c.ananyaId)!.fees;
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id)!;
      expect(row).toMatchObject({ ...slots[i], docId: c.ananyaId, amount: fees, status: 'active', payment: false });
      expect(row.userData).toMatchObject(details(`Batch ${i}`));
      expect(row.userData).toHaveProperty('imageId');
      expect(row.docData).toMatchObject({ name: 'Dr. Ananya Iyer' });
    }
  });

  test('two bookings of one slot in one batch: the first wins, the second is refused as if it came alone', async () => {
    const [slot] = await freeEverywhere(1);
    const [first, second] = await Promise.allSettled([
      insertBooking(t.database.db, limitsOf(t), { userId: ashaId, docId: c.ananyaId, ...slot!, userData: details('First'), version: 0 }),
      insertBooking(t.database.db, limitsOf(t), { userId: rohanId, docId: c.ananyaId, ...slot!, userData: details('Second'), version: 0 }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && isOverlapViolation(second.reason, 'appointments_doctor_no_overlap')).toBe(true);
    expect(await holders(c.ananyaId, slot!)).toEqual([{ id: (first as PromiseFulfilledResult<string>).value, userId: ashaId }]);
  });

  test('one patient, one time, two doctors in one batch: the second hears she already has an appointment then', async () => {
    const [slot] = await freeEverywhere(1);
    const [first, second] = await Promise.allSettled([
      insertBooking(t.database.db, limitsOf(t), {
        userId: ashaId,
        docId: c.otherDoctorId,
        ...slot!,
        userData: details('Here'),
        version: 0,
      }),
      insertBooking(t.database.db, limitsOf(t), {
        userId: ashaId,
        docId: c.ananyaId,
        ...slot!,
        userData: details('There too'),
        version: 0,
      }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && isOverlapViolation(second.reason, 'appointments_patient_no_overlap')).toBe(true);
  });

  test('the batch statement says which index held each row it skipped, as a lone insert would, and leaves the rest undecided', async () => {
    const doctors = await publicDoctors(t);
    const away = doctors.find((d) => !d.available)!._id;
    const [held, free, mine] = await freeEverywhere(3);
    // Before: Rohan holds Ananya at `held`; Asha has an appointment at `mine` (with the other doctor).
    expect(
      await insertBooking(t.database.db, limitsOf(t), {
        userId: rohanId,
        docId: c.ananyaId,
        ...held!,
        userData: details('Holder'),
        version: 0,
      }),
    ).toEqual(expect.any(String));
    expect(
      await insertBooking(t.database.db, limitsOf(t), {
        userId: ashaId,
        docId: c.otherDoctorId,
        ...mine!,
        userData: details('Mine'),
        version: 0,
      }),
    ).toEqual(expect.any(String));
    const nobody = '00000000-0000-4000-8000-000000000000';
    const rows = [
      ['doctor slot held', ashaId, c.ananyaId, held],
      ['patient time held', ashaId, c.ananyaId, mine],
      ['both held: the doctor’s slot is checked first', ashaId, c.otherDoctorId, mine],
      ['first of a pair', rohanId, c.ananyaId, free],
      ['second of a pair, same doctor', ashaId, c.ananyaId, free],
      ['same patient again, other doctor', rohanId, c.otherDoctorId, free],
      ['held, but the doctor is away', ashaId, away, held],
      ['held, but no such patient', nobody, c.ananyaId, held],
    ] as const;
    const numbered = rows.map(([name, userId, docId, slot], i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      userId,
      docId,
      ...slot!,
      userData: details(name),
      version: 0,
    }));
    const outcomes = await insertBookingBatch(t.database.db, limitsOf(t), numbered);
    expect(rows.map(([name], i) => [name, outcomes.get(numbered[i]!.id)])).toEqual([
      ['doctor slot held', { written: false, heldBy: 'appointments_doctor_no_overlap' }],
      ['patient time held', { written: false, heldBy: 'appointments_patient_no_overlap' }],
      ['both held: the doctor’s slot is checked first', { written: false, heldBy: 'appointments_doctor_no_overlap' }],
      ['first of a pair', { written: true }],
      ['second of a pair, same doctor', { written: false, heldBy: 'appointments_doctor_no_overlap' }],
      ['same patient again, other doctor', { written: false, heldBy: 'appointments_patient_no_overlap' }],
      ['held, but the doctor is away', { written: false, heldBy: null }],
      ['held, but no such patient', { written: false, heldBy: null }],
    ]);
  });

  test('a row the database cannot store fails only its own booking', async () => {
    const [one, two] = await freeEverywhere(2);
    const [bad, good] = await Promise.allSettled([
      insertBooking(t.database.db, limitsOf(t), {
        userId: ashaId,
        docId: c.ananyaId,
        ...one!,
        userData: details('Nul \u0000 inside'),
        version: 0,
      }),
      insertBooking(t.database.db, limitsOf(t), { userId: rohanId, docId: c.ananyaId, ...two!, userData: details('Fine'), version: 0 }),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good.status).toBe('fulfilled');
  });

  test('over http, a batch mixing every kind of answer gives each request its own', async () => {
    const doctors = await publicDoctors(t);
    const away = doctors.find((d) => !d.available)!;
    const [contested, mine, taken, twice, far, gone, first] = await freeEverywhere(7);
    // Before the batch: a slot someone holds, and an appointment Asha has at one time.
    expect((await book(t, c.rohan, c.ananyaId, taken!)).statusCode).toBe(201);
    expect((await book(t, c.asha, c.otherDoctorId, twice!)).statusCode).toBe(201);
    const departed = await registerPatient(t, { name: 'Gone Soon' });
    const goneToken = departed.token;
    await t.database.db.delete(users).where(eq(users.id, departed.id));

    const send = () =>
      Promise.all([
        book(t, c.asha, c.ananyaId, contested!),
        book(t, c.rohan, c.ananyaId, contested!),
        book(t, c.rohan, c.otherDoctorId, mine!),
        book(t, c.asha, c.ananyaId, taken!),
        book(t, c.asha, c.ananyaId, twice!),
        book(t, c.asha, away._id, far!),
        book(t, c.rohan, '00000000-0000-4000-8000-000000000000', far!),
        book(t, goneToken, c.ananyaId, gone!),
      ]);
    const answers = await behindAHeldTable(send, {
      userId: rohanId,
      docId: c.otherDoctorId,
      ...first!,
      userData: details('First in line'),
      version: 0,
    });
    const said = answers.map((res) => [res.statusCode, res.json().message]);
    expect(said.slice(0, 2).sort()).toEqual([
      [201, 'Appointment Booked'],
      [409, 'Slot Not Available'],
    ]);
    expect(said.slice(2)).toEqual([
      [201, 'Appointment Booked'],
      [409, 'Slot Not Available'],
      [409, 'You already have an appointment at this time'],
      [409, 'Doctor Not Available'],
      [404, 'Doctor not found'],
      [401, 'Not authorized, please log in again'],
    ]);
    // The two that went in were written together, by one statement.
    const won = answers.filter((res) => res.statusCode === 201).map((res) => res.json().appointmentId as string);
    const rows = await rowsOf(won);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.bookedAt.getTime()).toBe(rows[1]!.bookedAt.getTime());
    expect(await holders(c.ananyaId, contested!)).toHaveLength(1);
    expect(await holders(c.ananyaId, gone!)).toHaveLength(0);
    expect(await holders(away._id, far!)).toHaveLength(0);
  });

  // (What the database cannot store, such as a NUL, is now refused by the contract's text schemas before
  // it reaches a batch; the test above still sends one to the database directly.)
  test('over http, a request refused for what it carries fails alone; the rest of its batch is booked', async () => {
    const [good, bad, first] = await freeEverywhere(3);
    const answers = await behindAHeldTable(
      () =>
        Promise.all([
          book(t, c.asha, c.ananyaId, good!),
          book(t, c.rohan, c.ananyaId, bad!, { ...patientDetails, name: 'Nul \u0000 inside' }),
        ]),
      { userId: rohanId, docId: c.otherDoctorId, ...first!, userData: details('First in line'), version: 0 },
    );
    expect(answers.map((res) => [res.statusCode, res.json().success])).toEqual([
      [201, true],
      [400, false],
    ]);
    expect(await holders(c.ananyaId, good!)).toHaveLength(1);
    expect(await holders(c.ananyaId, bad!)).toHaveLength(0);
  });
});
