import { and, asc, eq, isNull } from 'drizzle-orm';
import { clinicTodayIso, isoDateToSlotDate } from '@clinic/shared/booking';
import type { Db } from '../../db/client';
import { appointments, doctors, holdsItsTime, messages, users } from '../../db/schema';
import { slotTimeOf, startsOnDays } from '../../db/appointment-times';
import { renderDoctorAgenda } from './content';
import type { NewMessage } from './plan';
import type { AgendaEntry } from './types';

/** The hour, clinic time, from which each doctor is sent tomorrow's list. */
export const AGENDA_HOUR = 19;

function clinicHour(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** Tomorrow at the clinic, `D_M_YYYY`. */
export function clinicTomorrow(now: Date, timeZone: string): string {
  const today = new Date(`${clinicTodayIso(now, timeZone)}T00:00:00Z`);
  return isoDateToSlotDate(new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10));
}

/**
 * From 19:00 clinic time: each doctor with active appointments tomorrow gets them in one e-mail. The key
 * `agenda:<doctor>:<day>` makes every replica's and every later run's insert a no-op once one is queued.
 * Returns how many were queued now.
 */
export async function queueAgendas(db: Db, now: Date, clinicTz: string): Promise<number> {
  if (clinicHour(now, clinicTz) < AGENDA_HOUR) return 0;
  const slotDate = clinicTomorrow(now, clinicTz);
  const rows = await db
    .select({
      docId: doctors.id,
      doctorName: doctors.name,
      doctorEmail: doctors.email,
      slotTime: slotTimeOf(),
      userData: appointments.userData,
      noPhoneCalls: users.noPhoneCalls,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.docId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(startsOnDays([slotDate]), holdsItsTime, isNull(doctors.deletedAt)))
    .orderBy(asc(appointments.docId), asc(appointments.startsAt));
  const byDoctor = new Map<string, { name: string; email: string; entries: AgendaEntry[] }>();
  for (const r of rows) {
    const doctor = byDoctor.get(r.docId) ?? { name: r.doctorName, email: r.doctorEmail, entries: [] };
    doctor.entries.push({
      slotTime: r.slotTime,
      patientName: r.userData.name,
      phone: r.userData.phone,
      message: r.userData.message,
      noPhoneCalls: r.noPhoneCalls,
    });
    byDoctor.set(r.docId, doctor);
  }
  const values: NewMessage[] = [...byDoctor].map(([docId, d]) => {
    const rendered = renderDoctorAgenda({ doctorName: d.name, slotDate, entries: d.entries });
    return {
      idempotencyKey: `agenda:${docId}:${slotDate}`,
      kind: 'doctor-agenda',
      channel: 'email',
      recipient: d.email,
      docId,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      attachments: rendered.attachments ?? [],
      payload: { slotDate },
      // The clock the worker claims by (tests drive it), not the database's.
      runAt: now,
    };
  });
  if (!values.length) return 0;
  const queued = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return queued.length;
}
