import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookedSpan, type MinuteSpan } from '@clinic/shared/booking';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { slotDateOf, slotTimeOf, startsOnDays } from '../../db/appointment-times';
import { appointments, clinicSettings, doctors } from '../../db/schema';

/** What changes between two reads of a doctor's slots without the calendar changing. */
export interface SlotsNow {
  version: number;
  available: boolean;
  /** `slotDate` → the spans the doctor's visits hold, each as long as the visit (what `appointments_doctor_no_overlap` holds). */
  booked: Record<string, MinuteSpan[]>;
}

/** The start of the visits the sub-select reads (`a`). */
const held = sql`a.starts_at`;

/** A visit that holds its time: its day, start and length. */
type Held = { d: string; t: string; m: number };

/**
 * In one round trip: the calendar's version, the doctor's availability and the times already held on
 * `dates`. undefined when the doctor does not exist (or is deleted).
 */
export async function slotsNow(db: Db, docId: string, dates: string[]): Promise<SlotsNow | undefined> {
  if (!idSchema.safeParse(docId).success) return undefined;
  const [row] = await db
    .select({
      version: clinicSettings.scheduleVersion,
      available: doctors.available,
      held: sql<
        Held[]
      >`(select coalesce(json_agg(json_build_object('d', ${slotDateOf(held)}, 't', ${slotTimeOf(held)}, 'm', a.duration_minutes)), '[]'::json)
        from ${appointments} a where a.doc_id = ${doctors.id} and ${startsOnDays(dates, held)} and a.status <> 'cancelled')`,
    })
    .from(doctors)
    .innerJoin(clinicSettings, eq(clinicSettings.id, 1))
    .where(and(eq(doctors.id, docId), isNull(doctors.deletedAt)));
  if (!row) return undefined;
  const booked: Record<string, MinuteSpan[]> = {};
  for (const { d, t, m } of typeof row.held === 'string' ? (JSON.parse(row.held) as Held[]) : row.held)
    (booked[d] ??= []).push(bookedSpan(t, m));
  return { version: Number(row.version), available: row.available, booked };
}
