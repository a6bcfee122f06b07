import { inArray } from 'drizzle-orm';
import { DELETED_PATIENT_NAME, type AuditTarget } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, doctors, users } from '../../db/schema';
import { slotDateOf, slotTimeOf } from '../../db/appointment-times';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TargetRef {
  targetType: string;
  targetId: string;
}

const idsOf = (rows: TargetRef[], type: string) => [
  ...new Set(rows.filter((row) => row.targetType === type && UUID.test(row.targetId)).map((row) => row.targetId)),
];

/**
 * Names the appointments, doctors and patients a page of the log is about (decision 47): one batched query per
 * kind, whatever the page's length. Keyed `type:id`. A deleted patient is named by the stored fallback (their
 * appointments' snapshots were anonymised with it) and
 * cannot be opened; a record that is gone altogether (a removed doctor) is left out, so the id stays shown.
 * Only names and the slot: no clinical content reaches the log.
 */
export async function auditTargets(db: Db, rows: TargetRef[]): Promise<Map<string, AuditTarget>> {
  const [appointmentIds, doctorIds, patientIds] = [idsOf(rows, 'appointment'), idsOf(rows, 'doctor'), idsOf(rows, 'patient')];
  const [appointmentRows, doctorRows, patientRows] = await Promise.all([
    appointmentIds.length
      ? db
          .select({
            id: appointments.id,
            userData: appointments.userData,
            docData: appointments.docData,
            slotDate: slotDateOf(),
            slotTime: slotTimeOf(),
          })
          .from(appointments)
          .where(inArray(appointments.id, appointmentIds))
      : [],
    doctorIds.length ? db.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, doctorIds)) : [],
    patientIds.length
      ? db.select({ id: users.id, name: users.name, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, patientIds))
      : [],
  ]);
  const targets = new Map<string, AuditTarget>();
  for (const a of appointmentRows) {
    targets.set(`appointment:${a.id}`, {
      name: a.userData.name,
      doctorName: a.docData.name,
      slotDate: a.slotDate,
      slotTime: a.slotTime,
      present: true,
    });
  }
  for (const d of doctorRows) targets.set(`doctor:${d.id}`, { name: d.name, present: true });
  for (const p of patientRows) {
    targets.set(`patient:${p.id}`, p.deletedAt ? { name: DELETED_PATIENT_NAME, present: false } : { name: p.name, present: true });
  }
  return targets;
}
