import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { slotStart } from '@clinic/shared/booking';
import type { Db } from '../../db/client';
import { appointments, doctors, users } from '../../db/schema';
import { afterCommit } from './events/after-commit';
import { selfPatientOf } from '../patients';
import {
  bookableDoctors,
  bookedEvents,
  bookingColumns,
  currentVersion,
  hasRoom,
  lockedPatients,
  lockParams,
  serviceParams,
  sessionCurrent,
  type Booking,
  type BookingLimits,
} from './booking-statement';

/** A booking with its id chosen before it is written, so the batch can say which of its rows went in. */
export type NumberedBooking = Booking & { id: string };

/** The exclusion constraint a lone insert of the booking would have broken (migration 0030). */
export type HeldBy = 'appointments_doctor_no_overlap' | 'appointments_patient_no_overlap';

/**
 * What became of one booking of a batch: written; refused because its slot (or its patient's time) was
 * held, as a lone insert would have been; or neither known (its doctor or patient did not qualify, or it
 * met a booking committed while the statement ran), left for the caller to book alone.
 */
export type BatchOutcome = { written: true } | { written: false; heldBy: HeldBy | null };

/** The batch travels as one JSON parameter: one JSON.stringify in node, one parse in PostgreSQL. */
const batchRows = () =>
  sql`json_to_recordset(${sql.placeholder('rows')}::json) as b(n integer, nth integer, id uuid, user_id uuid, doc_id uuid, starts_at timestamptz, user_data jsonb, version bigint, session_epoch integer, service_id text, duration_minutes integer, fee integer)`;

/**
 * Many bookings in one statement, one transaction, one WAL flush: the same INSERT … SELECT as a single
 * booking, over the rows of the batch, in the order given. A row whose doctor or patient does not qualify
 * (deleted, unavailable, blocked, at the cap, an ended session) or whose calendar changed since it was checked is not selected; a row that meets an active appointment
 * (another request's, or an earlier row of this batch) is skipped by ON CONFLICT DO NOTHING. For each
 * skipped row the statement then says which index held it, as the lone insert would have (the doctor's
 * slot checked first, as that index is), from what the statement saw when it started and what it wrote
 * itself; so the answer is the one of that moment, not of a second try after a cancellation slipped in
 * between. A row refused for its patient is left to be booked alone, which says why.
 *
 * `nth` is the row's place among its patient's rows in this batch: the patients' count of upcoming
 * appointments (locked and taken before the first row is written) does not include the batch's own.
 */
function prepareBatch(db: Db) {
  const bookable = bookableDoctors(db);
  const patients = lockedPatients(db);
  const room = hasRoom(patients, sql`b.nth`);
  // A row checked against an older calendar is not written, and left to be booked alone (which refuses it).
  // As `coalesce(…)` the planner takes it to keep half the rows, not 1 in 200 as an equality: with the
  // batch estimated at one row, the plan joined every doctor to every row (49 × 49 users looked up, 3 of
  // a batch's 5 ms, measured); either way nearly every row passes.
  const current = sql`coalesce(b.version = ${currentVersion}, false)`;
  const written = db.$with('written').as(
    db
      .insert(appointments)
      .select(
        db
          .select(
            bookingColumns({
              id: sql`b.id`,
              startsAt: sql`b.starts_at`,
              userData: sql`b.user_data`,
              serviceId: sql`b.service_id`,
              durationMinutes: sql`b.duration_minutes`,
              fee: sql`b.fee`,
            }),
          )
          .from(batchRows())
          .innerJoin(doctors, eq(doctors.id, sql`b.doc_id`))
          .innerJoin(bookable, eq(bookable.id, sql`b.doc_id`))
          .innerJoin(patients, eq(patients.id, sql`b.user_id`))
          .innerJoin(users, eq(users.id, sql`b.user_id`))
          // The first test takes the calendar's lock before any other row is locked (as the lone statement does).
          .where(and(sql`${currentVersion} is not null`, current, room, sessionCurrent(sql`b.session_epoch`)))
          .orderBy(asc(sql`b.n`)),
      )
      .onConflictDoNothing()
      .returning({
        id: appointments.id,
        docId: appointments.docId,
        userId: appointments.userId,
        // Not `patient_id`: the locked patients' CTE has a column of that name.
        writtenPatientId: sql<string>`${appointments.patientId}`.as('written_patient_id'),
        startsAt: appointments.startsAt,
        durationMinutes: appointments.durationMinutes,
      }),
  );
  // Only for rows not written (rare): an ended session is the patient's refusal, said by the lone booking.
  const sessionStill = sql`exists (select 1 from ${users} u where u.id = b.user_id and u.session_epoch = b.session_epoch and u.deleted_at is null)`;
  // The visit's span against every visit not cancelled, of any length (the exclusion constraints' rule).
  const span = sql`visit_span(b.starts_at, b.duration_minutes)`;
  const held = (who: 'doc_id' | 'patient_id', value: SQL) => sql`(
    exists (select 1 from ${appointments} a where a.${sql.raw(who)} = ${value} and visit_span(a.starts_at, a.duration_minutes) && ${span} and a.status <> 'cancelled')
    or exists (select 1 from ${written} w where w.${sql.raw(who === 'doc_id' ? who : 'written_patient_id')} = ${value} and visit_span(w.starts_at, w.duration_minutes) && ${span}))`;
  const skipped = db
    .select({
      id: sql<string>`b.id`.as('id'),
      written: sql<boolean>`false`.as('written'),
      heldBy: sql<HeldBy | null>`case
        when ${bookable.id} is null or ${patients.id} is null or not ${room} or not ${current} or not ${sessionStill} then null
        when ${held('doc_id', sql`b.doc_id`)} then 'appointments_doctor_no_overlap'
        when ${held('patient_id', selfPatientOf(sql`b.user_id`))} then 'appointments_patient_no_overlap'
      end`.as('held_by'),
    })
    .from(batchRows())
    .leftJoin(written, eq(written.id, sql`b.id`))
    .leftJoin(bookable, eq(bookable.id, sql`b.doc_id`))
    .leftJoin(patients, eq(patients.id, sql`b.user_id`))
    .where(isNull(written.id));
  const outcomes = db
    .select({
      id: sql<string>`${written.id}`.as('id'),
      written: sql<boolean>`true`.as('written'),
      heldBy: sql<HeldBy | null>`null`.as('held_by'),
    })
    .from(written)
    .unionAll(skipped)
    .as('outcomes');
  const recorded = bookedEvents(db, written);
  return db.with(patients, bookable, written, recorded).select().from(outcomes).prepare('book_appointments');
}
const batchStatements = new WeakMap<Db, ReturnType<typeof prepareBatch>>();

/** Writes what it can of the batch; answers what became of each booking, by id. */
export async function insertBookingBatch(db: Db, limits: BookingLimits, bookings: NumberedBooking[]): Promise<Map<string, BatchOutcome>> {
  let statement = batchStatements.get(db);
  if (!statement) batchStatements.set(db, (statement = prepareBatch(db)));
  const perPatient = new Map<string, number>();
  const rows = bookings.map((b, n) => {
    const nth = (perPatient.get(b.userId) ?? 0) + 1;
    perPatient.set(b.userId, nth);
    const { id, docId, slotDate, slotTime, userData, version } = b;
    const session_epoch = b.sessionEpoch ?? 0;
    const { serviceId, durationMinutes, fee } = serviceParams(b.service);
    return {
      n,
      nth,
      id,
      user_id: b.userId,
      doc_id: docId,
      starts_at: slotStart(slotDate, slotTime, limits.clinicTz).toISOString(),
      user_data: userData,
      version,
      session_epoch,
      service_id: serviceId,
      duration_minutes: durationMinutes,
      fee,
    };
  });
  const outcomes = await statement.execute({ rows: JSON.stringify(rows), ...lockParams(limits, bookings) });
  const booked = new Set(outcomes.filter((r) => r.written).map((r) => r.id));
  await afterCommit(
    db,
    bookings.filter((b) => booked.has(b.id)).map((b) => ({ type: 'booked', appointmentId: b.id, by: { role: 'patient', id: b.userId } })),
  );
  return new Map(outcomes.map((r) => [r.id, r.written ? { written: true } : { written: false, heldBy: r.heldBy }]));
}
