// What both payment suites start from: Asha's and Rohan's tokens and Asha's appointments by state.
import { eq } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import { appointmentRowColumns } from '../../src/db/appointment-times';
import { signIn } from './clinic';
import type { TestApp } from './harness';
import { appointmentRow } from './rows';

export type Row = typeof appointments.$inferSelect & { slotDate: string; slotTime: string };
export const NOT_FOUND = { success: false, message: 'Appointment not found' };
export const NOT_COMPLETED = { success: false, message: 'Payment not completed' };
export const PAID = { success: true, message: 'Payment successful', payment: true };
let slots = 0;

/** The api and Asha's and Rohan's tokens, with Asha's seeded appointments by state. */
export async function setUp(t: TestApp) {
  const ashaToken = await signIn(t, 'asha');
  const rohanToken = await signIn(t, 'rohan');
  const ashaId = (await t.inject({ url: '/api/user/get-profile', headers: { token: ashaToken } })).json().userData._id;
  const rows = await t.database.db.select(appointmentRowColumns).from(appointments).where(eq(appointments.userId, ashaId));
  const find = (test: (r: Row) => boolean) => rows.find(test)!;
  const seeded = {
    unpaid: find((r) => !r.payment && r.status === 'active'),
    paid: find((r) => r.payment && r.status === 'active'),
    completed: find((r) => r.status === 'completed'),
    cancelled: find((r) => r.status === 'cancelled'),
  };
  /**
   * A new unpaid, active appointment of Asha's, arranged in the database: booking is not under test here.
   * A copy of her seeded one at a time of its own, unless `values` say otherwise.
   */
  const fresh = async (values: Partial<Pick<Row, 'docId' | 'slotDate' | 'slotTime'>> = {}): Promise<Row> => {
    const { userId, patientId, docId, userData, docData, amount } = seeded.unpaid;
    const n = slots++;
    const slotDate = `${(n % 28) + 1}_${(Math.floor(n / 28) % 12) + 1}_2031`;
    const [row] = await t.database.db
      .insert(appointments)
      .values(appointmentRow({ userId, patientId, docId, userData, docData, amount, slotDate, slotTime: '10:00', ...values }))
      .returning({ id: appointments.id });
    return stored(row!.id);
  };
  const stored = async (id: string) =>
    (await t.database.db.select(appointmentRowColumns).from(appointments).where(eq(appointments.id, id)))[0]!;
  const call = (path: 'payment-stripe' | 'verifyStripe', payload: object, token = ashaToken) =>
    t.inject({ method: 'POST', url: `/api/user/${path}`, headers: { token }, payload });
  const pay = async (id: string) => (await call('payment-stripe', { appointmentId: id })).json().session_url as string;
  /** Starts payment of `id`: the checkout's address, its path and its session id (the path's last part). */
  const checkout = async (id: string) => {
    const url = await pay(id);
    const path = new URL(url).pathname;
    return { url, path, sessionId: path.split('/').at(-1)! };
  };
  /** Posts one of the demo checkout page's forms (they have no fields). */
  const submitForm = (url: string) =>
    t.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return { ashaToken, rohanToken, seeded, fresh, stored, call, pay, checkout, submitForm };
}
