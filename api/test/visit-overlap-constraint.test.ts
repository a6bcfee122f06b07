import { PGlite } from '@electric-sql/pglite';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { appointments, doctors, users } from '../src/db/schema';
import { slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { causeChain, sqlState } from '../src/http/errors';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { appointmentRow } from './support/rows';

// Decision 57 (migrations 0030, 0033): a visit has a start instant and a length, and the database refuses two
// visits that are not cancelled and overlap, for one doctor or one patient, whatever their lengths; the clinic's
// wall clock is read off the instant. Rows are written straight to the table: this is the
// guarantee under every path that books or moves, whichever the api's own checks said.

/** The SQLSTATE and constraint a statement fails with, or undefined when it succeeds. */
const failure = (statement: Promise<unknown>) =>
  statement.then(
    () => undefined,
    (error: unknown) => {
      const constraint = [...causeChain(error)].map((e) => e.constraint).find((c) => typeof c === 'string');
      return `${sqlState(error)}${constraint ? ` ${constraint}` : ''}`;
    },
  );

describe.each(DRIVER_DATABASES)('visits of real length on %s', (kind) => {
  let t: TestApp;
  let patients: string[];
  let docs: string[];
  /** A day far ahead, free of the demo's bookings. */
  const DAY = '7_12_2031';
  const at = (time: string) => new Date(`2031-12-07T${time}:00+05:30`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    patients = (await t.database.db.select({ id: users.id }).from(users).orderBy(asc(users.email))).map((u) => u.id);
    docs = (await t.database.db.select({ id: doctors.id }).from(doctors).where(isNull(doctors.deletedAt)).orderBy(asc(doctors.id))).map(
      (d) => d.id,
    );
  });
  afterAll(() => t.close());
  beforeEach(() => t.database.db.delete(appointments).where(eq(slotDateOf(), DAY)));

  const visit = (patient: number, doctor: number, time: string, durationMinutes = 30, status?: 'cancelled' | 'completed' | 'no-show') =>
    t.database.db
      .insert(appointments)
      .values(
        appointmentRow({
          userId: patients[patient]!,
          docId: docs[doctor]!,
          slotDate: DAY,
          slotTime: time,
          durationMinutes,
          ...(status && { status }),
        }),
      )
      .returning({ id: appointments.id, slotDate: slotDateOf(), slotTime: slotTimeOf() });

  it("refuses a visit inside or across another of the doctor's: a consultation inside a 90-minute fitting, one that runs into it", async () => {
    await visit(0, 0, '10:00', 90);
    expect(await failure(visit(1, 0, '11:00'))).toBe('23P01 appointments_doctor_no_overlap');
    expect(await failure(visit(1, 0, '09:45', 30))).toBe('23P01 appointments_doctor_no_overlap');
  });

  it('allows visits that touch: one starts the minute the other ends', async () => {
    await visit(0, 0, '10:00', 45);
    await visit(1, 0, '10:45');
    await visit(0, 0, '09:30');
    expect(await t.database.db.$count(appointments, eq(slotDateOf(), DAY))).toBe(3);
  });

  it('a patient is in one place at a time, with any doctor; another doctor at the same time is free', async () => {
    await visit(0, 0, '10:00', 60);
    expect(await failure(visit(0, 1, '10:30'))).toBe('23P01 appointments_patient_no_overlap');
    await visit(1, 1, '10:30');
  });

  it('a cancelled visit holds nothing; a completed one or a No-show still holds its time', async () => {
    await visit(0, 0, '10:00', 60, 'cancelled');
    await visit(1, 0, '10:00', 30);
    await visit(0, 0, '11:00', 30, 'no-show');
    expect(await failure(visit(1, 0, '11:15'))).toBe('23P01 appointments_doctor_no_overlap');
    await visit(0, 0, '10:30', 30, 'completed');
    expect(await failure(visit(1, 0, '10:45'))).toBe('23P01 appointments_doctor_no_overlap');
  });

  it('refuses a move onto another visit, as it refuses a new one; a move elsewhere carries the wall clock with it', async () => {
    await visit(0, 0, '10:00', 45);
    const [moving] = await visit(1, 0, '12:00');
    const move = (time: string) =>
      t.database.db
        .update(appointments)
        .set({ startsAt: at(time) })
        .where(eq(appointments.id, moving!.id))
        .returning({
          slotDate: slotDateOf(),
          slotTime: slotTimeOf(),
        });
    expect(await failure(move('10:30'))).toBe('23P01 appointments_doctor_no_overlap');
    expect(await move('14:30')).toEqual([{ slotDate: DAY, slotTime: '14:30' }]);
  });
});

describe('why the span is a function of its own (PGlite, where the api may create a table)', () => {
  it('cannot index the span written straight into a constraint: timestamptz + interval is not IMMUTABLE (42P17)', async () => {
    const t = await startTestApp('pglite');
    try {
      const direct = t.database.db.execute(sql`create table scratch_direct (doc_id text, starts_at timestamptz, duration_minutes integer,
        exclude using gist (doc_id with =, tstzrange(starts_at, starts_at + make_interval(mins => duration_minutes)) with &&))`);
      expect(await failure(direct)).toBe('42P17');
    } finally {
      await t.close();
    }
  });
});

describe('PGlite without the extension registered', () => {
  it('cannot create btree_gist: the api must register it when it opens PGlite, before a migration uses it', async () => {
    const plain = await PGlite.create();
    try {
      // 0A000: feature not supported ("extension "btree_gist" is not available").
      expect(await failure(plain.query('create extension btree_gist'))).toBe('0A000');
    } finally {
      await plain.close();
    }
  });
});
