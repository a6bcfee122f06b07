// Patients, slots and the checks every booking table must pass, for the suites that drive a child api.
import { sql } from 'drizzle-orm';
import { buildSlotDays, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import type { Doctor } from '@clinic/shared/contract';
import type { Db } from '../../../src/db/client';
import { slotDateOf, slotTimeOf } from '../../../src/db/appointment-times';
import { call } from './api-process';

export interface Patient {
  token: string;
  id: string;
}

export interface Target {
  docId: string;
  slotDate: string;
  slotTime: string;
}

export const subjectOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

/** New patients, signed up over HTTP as anyone would (the api needs AUTH_RATE_LIMIT raised for this). */
export async function signUpPatients(url: string, count: number, tag: string): Promise<Patient[]> {
  const patients: Patient[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      call(`${url}/api/user/register`, {
        body: { name: `Load ${tag} ${i + j}`, email: `load-${tag}-${i + j}@example.in`, password: 'load-password-1' },
      }),
    );
    for (const res of await Promise.all(batch)) {
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      patients.push({ token: res.body.token as string, id: subjectOf(res.body.token as string) });
    }
  }
  return patients;
}

/**
 * Free slots of the available doctors, from tomorrow to five days on: never today's, which close as the
 * clock moves, nor the window's last day, which opens and closes at midnight.
 */
export async function freeTargets(url: string): Promise<Target[]> {
  const { body } = await call(`${url}/api/doctor/list`);
  return (body.doctors as Doctor[])
    .filter((d) => d.available)
    .flatMap((d) =>
      buildSlotDays(new Date(), DEFAULT_CLINIC_TZ, d.slots_booked)
        .slice(1, 6)
        .flatMap((day) => day.slots.map((slotTime) => ({ docId: d._id, slotDate: day.slotDate, slotTime }))),
    );
}

export const bookingBody = (target: Target, name = 'Load Patient') => ({
  ...target,
  userData: { name, phone: '+91 90000 00000', age: 40, message: 'reliability' },
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows that break the invariants: incomplete snapshots or fee, or a slot (or a patient's time) held twice. */
export async function brokenRows(db: Db) {
  const incomplete = rowsOf<{ id: string }>(
    await db.execute(sql`select a.id from appointments a left join doctors d on d.id = a.doc_id left join users u on u.id = a.user_id
      where d.id is null or u.id is null or a.amount is distinct from d.fees or a.booked_at is null
         or a.starts_at is null
         or not (a.user_data ?& array['name', 'phone', 'email', 'message', 'age'])
         or not (a.doc_data ?& array['name', 'speciality', 'address', 'imageId'])
         or a.doc_data->>'name' is distinct from d.name or a.doc_data->'address'->>'line1' is distinct from d.address_line1`),
  );
  const doubleSlots = rowsOf(
    await db.execute(
      sql`select doc_id, starts_at, count(*)::int as n from appointments where status <> 'cancelled' group by 1, 2 having count(*) > 1`,
    ),
  );
  const doublePatients = rowsOf(
    await db.execute(
      sql`select user_id, starts_at, count(*)::int as n from appointments where status <> 'cancelled' group by 1, 2 having count(*) > 1`,
    ),
  );
  return { incomplete, doubleSlots, doublePatients };
}

export async function appointmentRows(db: Db) {
  return rowsOf<{ id: string; user_id: string; doc_id: string; slot_date: string; slot_time: string; status: string; name: string }>(
    await db.execute(
      sql`select id, user_id, doc_id, ${slotDateOf()} as slot_date, ${slotTimeOf()} as slot_time, status, user_data->>'name' as name from appointments`,
    ),
  );
}
