import { and, eq, ne } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { appointments } from '../src/db/schema';
import { slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { insertBooking } from '../src/features/appointments/appointment-repository';
import { isOverlapViolation, sqlState } from '../src/http/errors';
import { book, patientDetails, publicDoctors, registerPatient } from './support/clinic';
import { login, startTestApp, type TestApp } from './support/harness';
import { limitsOf, MANY_BOOKINGS } from './support/booking-limits';
import { holdAppointmentsTable } from './support/held-table';
import { appointmentRow } from './support/rows';

// Two api processes on one PostgreSQL database each write their bookings in batches. Their batches may
// meet on the same slots at the same moment: every slot still ends with one holder, every request with
// the answer it would have had alone, and a deadlock between them (crossed requests) is rolled back and
// tried again rather than answered with an error.
const { TEST_DATABASE_URL } = process.env;
(TEST_DATABASE_URL ? describe : describe.skip)('bookings through two api processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  const patients: { email: string; a: string; b: string; id: string }[] = [];
  beforeAll(async () => {
    a = await startTestApp('postgres', { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    b = await startTestApp('pglite', { DATABASE_URL: a.config.databaseUrl!, AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    for (let i = 0; i < 6; i++) {
      const p = await registerPatient(a, { name: `Replica Patient ${i}` });
      patients.push({ email: p.email, a: p.token, b: await login(b, '/api/user/login', p.email, p.password), id: p.id });
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A slot from tomorrow on that every available doctor offers. */
  async function commonSlot(skip: number) {
    const doctors = (await publicDoctors(a)).filter((d) => d.available);
    const offered = doctors.map(
      (d) =>
        new Set(
          buildSlotDays(new Date(), a.config.clinicTz, d.slots_booked)
            .slice(1)
            .flatMap((day) => day.slots.map((time) => `${day.slotDate} ${time}`)),
        ),
    );
    const [slotDate, slotTime] = [...offered[0]!].filter((slot) => offered.every((set) => set.has(slot)))[skip]!.split(' ');
    return { doctors, slot: { slotDate: slotDate!, slotTime: slotTime! } };
  }

  const holders = (slot: { slotDate: string; slotTime: string }) =>
    a.database.db
      .select({ docId: appointments.docId, userId: appointments.userId })
      .from(appointments)
      .where(and(eq(slotDateOf(), slot.slotDate), eq(slotTimeOf(), slot.slotTime), ne(appointments.status, 'cancelled')));

  test('patients racing for one slot through both processes: one wins, all others hear Slot Not Available', async () => {
    const { doctors, slot } = await commonSlot(0);
    const docId = doctors[0]!._id;
    const answers = await Promise.all(patients.flatMap((p, i) => [book(i % 2 ? a : b, i % 2 ? p.a : p.b, docId, slot)]));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe('Slot Not Available');
    expect(await holders(slot)).toHaveLength(1);
  });

  test('crossed batches in the two processes at once (the shape of a deadlock) each end with one holder per doctor and per patient', async () => {
    const { doctors, slot } = await commonSlot(1);
    const later = await commonSlot(2);
    const [d0, d1, d2, d3] = doctors.map((d) => d._id);
    const [p0, p1, p2, p3] = patients;
    // Hold the table so that both processes gather their requests into one batch each, then let go.
    const letGo = await holdAppointmentsTable(a.database.db);
    // One booking waits on the table in each process; what follows gathers behind it.
    const blockers = [a, b].map((t, i) =>
      insertBooking(t.database.db, limitsOf(t), {
        userId: patients[4 + i]!.id,
        docId: [d3, d2][i]!,
        ...later.slot,
        userData: { ...patientDetails, email: '' },
        version: 0,
      }),
    );
    const sent = Promise.all([
      // Process A: p0 with d0, then p1 with d1. Process B: p2 with d1, then p0 with d2.
      book(a, p0!.a, d0!, slot),
      book(a, p1!.a, d1!, slot),
      book(b, p2!.b, d1!, slot),
      book(b, p0!.b, d2!, slot),
      // And one that meets nobody.
      book(a, p3!.a, d3!, slot),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await letGo();
    expect((await Promise.all(blockers)).every((id) => typeof id === 'string')).toBe(true);
    const answers = (await sent).map((res) => [res.statusCode, res.json().message] as [number, string]);

    expect(answers.every(([status]) => status === 201 || status === 409)).toBe(true);
    // d1 at this time: exactly one of p1 (A) and p2 (B).
    expect([answers[1]!, answers[2]!].map(([status]) => status).sort()).toEqual([201, 409]);
    // p0 at this time: exactly one of d0 (A) and d2 (B).
    expect([answers[0]!, answers[3]!].map(([status]) => status).sort()).toEqual([201, 409]);
    expect(answers[4]).toEqual([201, 'Appointment Booked']);
    const refused = answers.filter(([status]) => status === 409).map(([, message]) => message);
    expect(refused.sort()).toEqual(['Slot Not Available', 'You already have an appointment at this time'].sort());
    const after = await holders(slot);
    expect(after).toHaveLength(3);
    expect(new Set(after.map((h) => h.docId)).size).toBe(3);
    expect(new Set(after.map((h) => h.userId)).size).toBe(3);
  });

  test('a batch PostgreSQL picks as a deadlock victim is tried again row by row: each booking hears its own refusal', async () => {
    const { doctors, slot } = await commonSlot(3);
    const [d0, d1, d2] = doctors.map((d) => d._id);
    const [p0, p1, p2] = patients;
    const row = (userId: string, docId: string) => appointmentRow({ userId, docId, ...slot });
    // Another process's transaction holds d1 at this time and will then want p0 at this time.
    let next!: () => void;
    const go = new Promise<void>((resolve) => (next = resolve));
    let inserted!: () => void;
    const first = new Promise<void>((resolve) => (inserted = resolve));
    const other = a.database.db.transaction(async (tx) => {
      await tx.insert(appointments).values(row(p2!.id, d1!));
      inserted();
      await go;
      await tx.insert(appointments).values(row(p0!.id, d2!));
    });
    await first;
    // The batch writes p0 with d0, then waits for d1 …
    const batch = Promise.allSettled([
      insertBooking(a.database.db, limitsOf(a), {
        userId: p0!.id,
        docId: d0!,
        ...slot,
        userData: { ...patientDetails, email: '' },
        version: 0,
      }),
      insertBooking(a.database.db, limitsOf(a), {
        userId: p1!.id,
        docId: d1!,
        ...slot,
        userData: { ...patientDetails, email: '' },
        version: 0,
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // … while the other transaction now waits for p0: a circle, which PostgreSQL breaks by rolling the batch back.
    next();
    const [otherEnd] = await Promise.allSettled([other]);
    const [withD0, withD1] = await batch;
    const final = await holders(slot);
    const holderOf = (docId: string) => final.find((h) => h.docId === docId)?.userId;
    // Once the batch is rolled back, its retry of p0 with d0 and the other transaction's p0 with d2 race
    // (which wins depends on how the two backends are scheduled). Whichever loses hears that the patient's
    // time is held; every answer matches what was written.
    if (otherEnd.status === 'fulfilled') {
      expect(withD0.status === 'rejected' && isOverlapViolation(withD0.reason, 'appointments_patient_no_overlap')).toBe(true);
      expect(withD1.status === 'rejected' && isOverlapViolation(withD1.reason, 'appointments_doctor_no_overlap')).toBe(true);
      expect([holderOf(d1!), holderOf(d2!), holderOf(d0!)]).toEqual([p2!.id, p0!.id, undefined]);
    } else {
      // The other transaction lost p0 and rolled back whole, which freed d1 for p1's retry. On a busy machine
      // PostgreSQL may pick it, not the batch, as the deadlock's victim (whichever backend checks first): then
      // the batch never had to retry, and the outcome is the same.
      expect(isOverlapViolation(otherEnd.reason, 'appointments_patient_no_overlap') || sqlState(otherEnd.reason) === '40P01').toBe(true);
      expect([withD0.status, withD1.status]).toEqual(['fulfilled', 'fulfilled']);
      expect([holderOf(d0!), holderOf(d1!), holderOf(d2!)]).toEqual([p0!.id, p1!.id, undefined]);
    }
    expect(final).toHaveLength(2);
  });
});
