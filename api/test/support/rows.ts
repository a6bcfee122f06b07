// Rows written straight into the database, for tests about what the database or many callers do, where
// going through the api would be slow or beside the point. Tests of the api itself go through it.
import { type appointments, users } from '../../src/db/schema';
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
    .returning({ id: users.id });
  const signer = createTokenService(t.config.jwtSecret);
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await signer.sign('patient', r.id) })));
}

/** An appointment row: who, with whom and when; the snapshots and the fee are placeholders. */
export const appointmentRow = (
  values: Pick<AppointmentValues, 'userId' | 'docId' | 'slotDate' | 'slotTime'> & Partial<AppointmentValues>,
): AppointmentValues => ({
  userData: { name: 'x', age: null, email: '', phone: '1', message: '' },
  docData: { name: 'x', imageId: null, speciality: 'x', address: { line1: '', line2: '' } },
  amount: 1,
  ...values,
});
