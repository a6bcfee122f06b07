import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, users, type AppointmentUserData } from '../../db/schema';

export interface Booking {
  userId: string;
  docId: string;
  slotDate: string;
  slotTime: string;
  userData: Omit<AppointmentUserData, 'imageId'>;
}

/**
 * The new appointment's columns, from the doctor and patient rows it is joined with: their snapshots and
 * the current fee (decision 13). One definition for the single and the batched statement.
 */
export function bookingColumns(from: { id: SQL; slotDate: SQL; slotTime: SQL; userData: SQL }) {
  return {
    id: sql`${from.id}`.as('id'),
    userId: users.id,
    docId: doctors.id,
    slotDate: sql`${from.slotDate}`.as('slot_date'),
    slotTime: sql`${from.slotTime}`.as('slot_time'),
    userData: sql`${from.userData} || jsonb_build_object('imageId', ${users.imageId})`.as('user_data'),
    docData: sql`jsonb_build_object('name', ${doctors.name}, 'imageId', ${doctors.imageId}, 'speciality', ${doctors.speciality},
      'address', jsonb_build_object('line1', ${doctors.addressLine1}, 'line2', ${doctors.addressLine2}))`.as('doc_data'),
    amount: doctors.fees,
    bookedAt: sql`now()`.as('booked_at'),
    cancelled: sql`false`.as('cancelled'),
    isCompleted: sql`false`.as('is_completed'),
    payment: sql`false`.as('payment'),
    paymentSessionId: sql`null`.as('payment_session_id'),
  };
}

/**
 * Books in one statement: the doctor (existing, not deleted, available) and the patient are read in the
 * same INSERT … SELECT that writes the row. Prepared once per database: booking is the hot write, and
 * this spares building the query in JS and PostgreSQL parsing and planning it on every request.
 */
function prepareBooking(db: Db) {
  const param = (name: keyof Booking) => sql`${sql.placeholder(name)}`;
  return db
    .insert(appointments)
    .select(
      db
        .select(bookingColumns({ id: sql`gen_random_uuid()`, slotDate: param('slotDate'), slotTime: param('slotTime'), userData: sql`${param('userData')}::jsonb` }))
        .from(doctors)
        .innerJoin(users, eq(users.id, param('userId')))
        .where(and(eq(doctors.id, param('docId')), isNull(doctors.deletedAt), eq(doctors.available, true))),
    )
    .returning({ id: appointments.id })
    .prepare('book_appointment');
}
const bookingStatements = new WeakMap<Db, ReturnType<typeof prepareBooking>>();

/**
 * One booking on its own. No row comes back when the doctor or the patient did not qualify; a slot
 * already held raises the unique violation of `appointments_doctor_slot_active` or `…_patient_slot_active`.
 */
export async function insertOneBooking(db: Db, b: Booking): Promise<string | undefined> {
  let statement = bookingStatements.get(db);
  if (!statement) bookingStatements.set(db, (statement = prepareBooking(db)));
  const rows = await statement.execute({ ...b, userData: JSON.stringify(b.userData) });
  return rows[0]?.id;
}
