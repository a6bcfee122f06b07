import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { heldGridTimes } from '@clinic/shared/booking';
import { idSchema, type Doctor, type DoctorProfile, type SlotsBooked } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, doctors, holdsItsTime } from '../../db/schema';
import { imageUrl } from '../images';
import { doctorChanged } from '../appointments';
import { slotDateOf, slotTimeOf, startsOnDays } from '../../db/appointment-times';

export type DoctorRow = typeof doctors.$inferSelect;

const active = isNull(doctors.deletedAt);

export function toPublicDoctor(row: DoctorRow, slotsBooked: SlotsBooked = {}): Doctor {
  return {
    _id: row.id,
    name: row.name,
    image: imageUrl(row.imageId),
    speciality: row.speciality as Doctor['speciality'],
    focus: row.focus,
    languages: row.languages,
    services: row.services,
    degree: row.degree,
    experience: row.experience,
    about: row.about,
    fees: row.fees,
    available: row.available,
    address: { line1: row.addressLine1, line2: row.addressLine2 },
    slots_booked: slotsBooked,
    translations: row.translations,
  };
}

export const asDoctorProfile = (row: DoctorRow, slotsBooked: SlotsBooked = {}): DoctorProfile => ({
  ...toPublicDoctor(row, slotsBooked),
  email: row.email,
});

/** Stable order: oldest first, then by name (the home page features the first). */
export function listDoctorRows(db: Db) {
  return db.select().from(doctors).where(active).orderBy(asc(doctors.createdAt), asc(doctors.name));
}

export async function findDoctor(db: Db, id: string) {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, id), active));
  return row;
}

export async function findDoctorByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.email, email), active));
  return row;
}

/**
 * `slots_booked`, derived from active appointments on the given dates (the booking window), in one
 * grouped query: nothing is stored twice, so a cancel frees the slot everywhere at once. A visit longer
 * than a consultation lists every grid time it covers.
 */
export async function bookedSlots(db: Db, doctorIds: string[], slotDates: string[]): Promise<Map<string, SlotsBooked>> {
  const byDoctor = new Map<string, SlotsBooked>();
  if (doctorIds.length === 0 || slotDates.length === 0) return byDoctor;
  const rows = await db
    .select({
      docId: appointments.docId,
      slotDate: slotDateOf(),
      times: sql<string[]>`array_agg(${slotTimeOf()} order by ${appointments.startsAt})`,
      minutes: sql<number[]>`array_agg(${appointments.durationMinutes} order by ${appointments.startsAt})`,
    })
    .from(appointments)
    .where(and(inArray(appointments.docId, doctorIds), startsOnDays(slotDates), holdsItsTime))
    .groupBy(appointments.docId, slotDateOf());
  for (const row of rows) {
    const slots = byDoctor.get(row.docId) ?? {};
    // A longer visit holds every grid time it covers (decision 57); a consultation its own.
    slots[row.slotDate] = [...new Set(row.times.flatMap((time, n) => heldGridTimes(time, Number(row.minutes[n]))))].sort();
    byDoctor.set(row.docId, slots);
  }
  return byDoctor;
}

/**
 * Flips availability in one statement, which also locks the row until the transaction ends (a booking
 * in flight holds a share lock on it, so this waits for it); undefined when there is no such doctor.
 */
export async function toggleAvailability(db: Db, id: string): Promise<{ available: boolean; name: string } | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .update(doctors)
    .set({ available: sql`not ${doctors.available}` })
    .where(and(eq(doctors.id, id), active))
    .returning({ available: doctors.available, name: doctors.name });
  if (row) await doctorChanged(db, id);
  return row;
}

export async function updateDoctor(db: Db, id: string, values: Partial<typeof doctors.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(doctors)
    .set(values)
    .where(and(eq(doctors.id, id), active))
    .returning({ id: doctors.id });
  if (rows.length === 1) await doctorChanged(db, id);
  return rows.length === 1;
}

/** The soft delete; the doctor's name when there was such a doctor (the row stays locked until the transaction ends). */
export async function markDoctorDeleted(db: Db, id: string): Promise<string | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .update(doctors)
    .set({ deletedAt: new Date(), available: false })
    .where(and(eq(doctors.id, id), active))
    .returning({ name: doctors.name });
  if (row) await doctorChanged(db, id);
  return row?.name;
}
