import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { SLOT_MINUTES, slotStart } from '@clinic/shared/booking';
import type { Db } from '../../db/client';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { appointmentEvents, appointments, clinicSettings, doctors, users, type AppointmentUserData } from '../../db/schema';
import type { OfferedService } from '../clinic-services';
import { selfPatientOf } from '../patients';
import { upcomingWindow } from './upcoming';
import { afterCommit } from './events/after-commit';
import { eventSelection } from './events/event-log';

export interface Booking {
  userId: string;
  docId: string;
  /** The clinic's wall clock of the start; the statement stores its instant in `limits.clinicTz` (migration 0030). */
  slotDate: string;
  slotTime: string;
  userData: Omit<AppointmentUserData, 'imageId'>;
  /** The calendar's `schedule_version` the slot was checked against (decision 45): written only while it is current. */
  version: number;
  /** The session epoch the patient's token carries (accounts/sessions; none counts as 0): an ended session books nothing. */
  sessionEpoch?: number;
  /** The clinic service booked, at its length and fee as read for this booking; absent, a consultation (decision 57). */
  service?: OfferedService;
}

/** A consultation is no service: 30 minutes at the doctor's own fee (decision 57). */
export const CONSULTATION_MINUTES = SLOT_MINUTES;

/** The service's columns as statement parameters; nulls for a consultation. */
export const serviceParams = (service: OfferedService | undefined) => ({
  serviceId: service?.id ?? null,
  durationMinutes: service?.durationMinutes ?? CONSULTATION_MINUTES,
  fee: service?.fee ?? null,
});

/** What a booking is held to besides its slot: the patient's cap on upcoming appointments, at the clinic. */
export interface BookingLimits {
  maxUpcoming: number;
  /** The cap of an account that has proved neither its e-mail nor a phone (decision 34); `maxUpcoming` when not given. */
  unprovedUpcoming?: number;
  clinicTz: string;
}

/**
 * A list of ids as one text parameter (both drivers pass text alike), read back as `uuid[]` once per
 * statement: as a sub-select it is an init plan, where a bare expression would be parsed again for every
 * row a generic plan compares it with (2.7 ms a batch, measured).
 */
const idList = (name: 'users' | 'docs') => sql`(select string_to_array(${sql.placeholder(name)}::text, ',')::uuid[])::uuid[]`;

/**
 * The statement's patients who may book (not blocked), each with their upcoming appointments counted up
 * to the cap: `lock_patients_for_booking` (migrations 0006, 0033) locks their rows until the statement commits,
 * all before the first row is written, so one patient's bookings (from any replica) go one after another
 * and each counts what the ones before it committed. The statement's own rows are not in that count: a
 * row may be its patient's `nth` of the statement. Each comes with the cap that is theirs: an account that
 * has proved neither its e-mail nor a phone has the lower one (decision 34).
 */
export const lockedPatients = (db: Db) =>
  db.$with('patients').as(
    db
      .select({
        id: sql<string>`p.patient_id`.as('patient_id'),
        upcoming: sql<number>`p.upcoming`.as('upcoming'),
        cap: sql<number>`case when u.email_verified_at is null and u.phone_verified_at is null
            then ${sql.placeholder('unprovedCap')}::int else ${sql.placeholder('cap')}::int end`.as('cap'),
      })
      .from(
        sql`lock_patients_for_booking(${idList('users')}, ${sql.placeholder('from')}::timestamptz, ${sql.placeholder('cap')}::int) p
            join ${users} u on u.id = p.patient_id`,
      ),
  );
/** The patient's `nth` booking of the statement fits under their cap (the proved account's, or the unproved one's). */
export const hasRoom = (patients: ReturnType<typeof lockedPatients>, nth: SQL) => sql`${patients.upcoming} + ${nth} <= ${patients.cap}`;

/**
 * The patient's session is current and the account not deleted: columns of the `users` row the statement
 * joins (and has locked) anyway, so the guard's per-request look-up is not needed and costs no round trip.
 */
export const sessionCurrent = (epoch: SQL) => and(eq(users.sessionEpoch, epoch), isNull(users.deletedAt));

/**
 * The calendar's version, share-locked until the statement commits (decision 45). Every change of the
 * calendar takes this row FOR UPDATE and bumps the version: a booking that locked it first is seen by the
 * change (counted as affected, or cancelled with it); one that comes after sees the new version, differs
 * from the one its slot was checked against, and writes nothing, so the caller checks again.
 */
export const currentVersion = sql`(select ${clinicSettings.scheduleVersion} from ${clinicSettings} where ${clinicSettings.id} = 1 for share)`;

/**
 * The statement's doctors, if still bookable, share-locked until it commits: a delete (which updates the
 * row) waits for the booking and then cancels it, or the booking waits for the delete and sees the doctor
 * gone. Without the lock, a booking that read the doctor before a delete and wrote after its cancel-all
 * stayed active for a deleted doctor (decision 42).
 */
export const bookableDoctors = (db: Db) =>
  db.$with('bookable_doctors').as(
    db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(sql`${doctors.id} = any (${idList('docs')})`, isNull(doctors.deletedAt), eq(doctors.available, true)))
      .orderBy(asc(doctors.id))
      .for('share'),
  );

/** The limits and the ids to lock as statement parameters, the upcoming window taken at the moment of writing. */
export function lockParams(limits: BookingLimits, bookings: Pick<Booking, 'userId' | 'docId'>[], now = new Date()) {
  const ids = (pick: (b: Pick<Booking, 'userId' | 'docId'>) => string) => [...new Set(bookings.map(pick))].sort().join(',');
  const unprovedCap = Math.min(limits.unprovedUpcoming ?? limits.maxUpcoming, limits.maxUpcoming);
  const from = upcomingWindow(now).from.toISOString();
  return { cap: limits.maxUpcoming, unprovedCap, from, users: ids((b) => b.userId), docs: ids((b) => b.docId) };
}

/**
 * The new appointment's columns, in the table's order, from the doctor and patient rows it is joined with:
 * their snapshots and the current fee (decision 13), the service's fee when one is booked (decision 57).
 * One definition for the single and the batched statement.
 */
export function bookingColumns(from: { id: SQL; startsAt: SQL; userData: SQL; serviceId: SQL; durationMinutes: SQL; fee: SQL }) {
  return {
    id: sql`${from.id}`.as('id'),
    userId: users.id,
    // The account books for its holder (decision 56); naming another patient it acts for comes with the family screens.
    patientId: sql`${selfPatientOf(users.id)}`.as('patient_id'),
    bookedByStaffRole: sql`null`.as('booked_by_staff_role'),
    bookedByStaffId: sql`null`.as('booked_by_staff_id'),
    docId: doctors.id,
    userData: sql`${from.userData} || jsonb_build_object('imageId', ${users.imageId})`.as('user_data'),
    docData: sql`jsonb_build_object('name', ${doctors.name}, 'imageId', ${doctors.imageId}, 'speciality', ${doctors.speciality},
      'address', jsonb_build_object('line1', ${doctors.addressLine1}, 'line2', ${doctors.addressLine2}))`.as('doc_data'),
    amount: sql`coalesce(${from.fee}, ${doctors.fees})`.as('amount'),
    bookedAt: sql`now()`.as('booked_at'),
    status: sql`'active'`.as('status'),
    payment: sql`false`.as('payment'),
    paymentSessionId: sql`null`.as('payment_session_id'),
    refundStatus: sql`null`.as('refund_status'),
    cancelledBy: sql`null`.as('cancelled_by'),
    cancelReason: sql`''`.as('cancel_reason'),
    // A patient's own booking belongs to no series (decision 50: staff book those).
    seriesId: sql`null::uuid`.as('series_id'),
    // Nobody has asked yet that it be kept past the clinic's release time (decision 34).
    keptBy: sql`null`.as('kept_by'),
    keptAt: sql`null::timestamptz`.as('kept_at'),
    startsAt: sql`${from.startsAt}`.as('starts_at'),
    durationMinutes: sql`${from.durationMinutes}`.as('duration_minutes'),
    serviceId: sql`${from.serviceId}`.as('service_id'),
  };
}

/**
 * The `booked` event of each row `written` wrote, by the patient who booked it, in the booking's own
 * statement (decision 54): a data-modifying WITH runs whether or not the rest of the statement reads it.
 */
export const bookedEvents = (
  db: Db,
  written: WithSubqueryWithSelection<{ id: typeof appointments.id; userId: typeof appointments.userId }, 'written'>,
) =>
  db.$with('recorded').as(
    db
      .insert(appointmentEvents)
      .select(
        db
          .select(
            eventSelection({
              appointmentId: written.id,
              type: sql`'booked'`,
              actorRole: sql`'patient'`,
              actorId: sql`${written.userId}::text`,
              detail: sql`'{}'::jsonb`,
            }),
          )
          .from(written),
      )
      .returning({ id: appointmentEvents.id }),
  );

/**
 * Books in one statement: the doctor (existing, not deleted, available, share-locked) and the patient
 * (not blocked or deleted, session current, under the cap, row-locked) are read in the same INSERT … SELECT that writes the row.
 * Prepared once per database: booking is the hot write, and this spares building the query in JS and
 * PostgreSQL parsing and planning it on every request.
 */
function prepareBooking(db: Db) {
  const param = (name: keyof Booking) => sql`${sql.placeholder(name)}`;
  const bookable = bookableDoctors(db);
  const patients = lockedPatients(db);
  const written = db.$with('written').as(
    db
      .insert(appointments)
      .select(
        db
          .select(
            bookingColumns({
              id: sql`gen_random_uuid()`,
              startsAt: sql`${sql.placeholder('startsAt')}::timestamptz`,
              userData: sql`${param('userData')}::jsonb`,
              serviceId: sql`${sql.placeholder('serviceId')}::text`,
              durationMinutes: sql`${sql.placeholder('durationMinutes')}::int`,
              fee: sql`${sql.placeholder('fee')}::int`,
            }),
          )
          .from(doctors)
          .innerJoin(bookable, eq(bookable.id, doctors.id))
          .innerJoin(patients, sql`true`)
          .innerJoin(users, eq(users.id, patients.id))
          // Touches no row of the join: the planner tests it once, first, before anything else is locked.
          .where(
            and(
              sql`${currentVersion} = ${sql.placeholder('version')}::bigint`,
              hasRoom(patients, sql`1`),
              sessionCurrent(sql`${sql.placeholder('sessionEpoch')}::int`),
            ),
          ),
      )
      .returning({ id: appointments.id, userId: appointments.userId }),
  );
  const recorded = bookedEvents(db, written);
  return db.with(patients, bookable, written, recorded).select({ id: written.id }).from(written).prepare('book_appointment');
}
const bookingStatements = new WeakMap<Db, ReturnType<typeof prepareBooking>>();

/**
 * One booking on its own. No row comes back when the doctor or the patient did not qualify (blocked, or
 * at the cap) or the calendar changed since its slot was checked; a time already held raises the exclusion violation of `appointments_doctor_no_overlap` or
 * `…_patient_no_overlap`.
 */
export async function insertOneBooking(db: Db, limits: BookingLimits, b: Booking): Promise<string | undefined> {
  let statement = bookingStatements.get(db);
  if (!statement) bookingStatements.set(db, (statement = prepareBooking(db)));
  const rows = await statement.execute({
    ...b,
    startsAt: slotStart(b.slotDate, b.slotTime, limits.clinicTz).toISOString(),
    userData: JSON.stringify(b.userData),
    sessionEpoch: b.sessionEpoch ?? 0,
    ...serviceParams(b.service),
    ...lockParams(limits, [b]),
  });
  const id = rows[0]?.id;
  if (id) await afterCommit(db, [{ type: 'booked', appointmentId: id, by: { role: 'patient', id: b.userId } }]);
  return id;
}
