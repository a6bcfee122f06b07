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
 * Names the appointments, doctors, patients and accounts a page of the log is about (decision 47): one batched
 * query per table, whatever the page's length. Keyed `type:id`. An account (a sign-in, a second factor) is a
 * doctor's or a patient's, by its id; the clinic's staff sign in by e-mail, which names them already. A
 * deleted patient is named by the stored fallback (their appointments' snapshots were anonymised with it) and
 * cannot be opened; a record that is gone altogether (a removed doctor) is left out, so the id stays shown.
 * Only names and the slot: no clinical content reaches the log.
 */
export async function auditTargets(db: Db, rows: TargetRef[]): Promise<Map<string, AuditTarget>> {
  const accountIds = idsOf(rows, 'account');
  const [appointmentIds, doctorIds, patientIds] = [
    idsOf(rows, 'appointment'),
    [...new Set([...idsOf(rows, 'doctor'), ...accountIds])],
    [...new Set([...idsOf(rows, 'patient'), ...accountIds])],
  ];
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
  // Each under its own kind and as an account: a lookup by id finds it in one table only.
  const named = (id: string, kind: 'doctor' | 'patient', target: AuditTarget) => {
    targets.set(`${kind}:${id}`, target);
    targets.set(`account:${id}`, target);
  };
  for (const d of doctorRows) named(d.id, 'doctor', { name: d.name, present: true });
  for (const p of patientRows)
    named(p.id, 'patient', p.deletedAt ? { name: DELETED_PATIENT_NAME, present: false } : { name: p.name, present: true });
  return targets;
}
