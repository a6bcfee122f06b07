// Rows written straight into the database, for tests about what the database or many callers do, where
// going through the api would be slow or beside the point. Tests of the api itself go through it.
import { DEFAULT_CLINIC_TZ, slotStart } from '@clinic/shared/booking';
import { type appointments, patientAccounts, patients, users } from '../../src/db/schema';
import { createTokenService } from '../../src/http/tokens';
import type { TestApp } from './harness';

type AppointmentValues = typeof appointments.$inferInsert;

/** Patients as rows (`<label> <n>`, no usable password), each with a token the api's own service signed. */
export async function insertPatients(
  t: Pick<TestApp, 'config' | 'database'>,
  count: number,
  label: string,
): Promise<{ id: string; token: string }[]> {
  const email = (i: number) => `${label.toLowerCase().replace(/\W+/g, '.')}.${i}@example.in`;
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${label} ${i}`, email: email(i), passwordHash: 'unused' })))
    .returning({ id: users.id, name: users.name });
  // Each with the patient record an account holds (decision 56), under the account's id as the api makes it.
  if (rows.length) {
    await t.database.db.insert(patients).values(rows.map((r) => ({ id: r.id, name: r.name })));
    await t.database.db
      .insert(patientAccounts)
      .values(rows.map((r) => ({ accountId: r.id, patientId: r.id, relationship: 'self' as const })));
  }
  const signer = createTokenService(t.config.jwtSecret);
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await signer.sign('patient', r.id) })));
}

/**
 * An appointment row: who, with whom and when; the snapshots and the fee are placeholders. It is for the
 * account's holder, whose id is the account's (`insertSelfPatient`), unless `patientId` says otherwise.
 */
export const appointmentRow = ({
  slotDate,
  slotTime,
  ...values
}: Pick<AppointmentValues, 'userId' | 'docId'> & {
  slotDate: string;
  slotTime: string;
} & Partial<AppointmentValues>): AppointmentValues => ({
  patientId: values.userId,
  userData: { name: 'x', age: null, email: '', phone: '1', message: '' },
  docData: { name: 'x', imageId: null, speciality: 'x', address: { line1: '', line2: '' } },
  amount: 1,
  ...values,
  // The instant of that wall clock in the zone the test databases keep.
  startsAt: values.startsAt ?? slotStart(slotDate, slotTime, DEFAULT_CLINIC_TZ),
});
