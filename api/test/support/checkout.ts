// What the expiry and refund suites share: the clinic's record of checkout sessions, staff tokens, waiting.
import { asc, eq, sql } from 'drizzle-orm';
import { appointments, checkoutSessions } from '../../src/db/schema';
import { createPayments } from '../../src/features/payments/payments';
import { post, signIn } from './clinic';
import type { TestApp } from './harness';

/**
 * Pays `id` as its patient would, on the demo checkout: opened, paid on its page, verified. Returns the
 * session. The provider's `paid` event is what the counts and totals hear (migration 0035).
 */
export async function payOnDemoCheckout(t: TestApp, id: string, token: string): Promise<string> {
  const start = await post(t, '/api/user/payment-stripe', 'token', token, { appointmentId: id });
  const url = new URL(start.json().session_url as string).pathname;
  const sessionId = url.split('/').at(-1)!;
  await t.inject({ method: 'POST', url: `${url}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const verified = await post(t, '/api/user/verifyStripe', 'token', token, { success: true, appointmentId: id, sessionId });
  if (verified.json().payment !== true) throw new Error(`the demo payment of ${id} did not settle: ${verified.body}`);
  return sessionId;
}

/** The clinic's rows for one appointment's sessions, oldest first: id → status. */
export async function sessionStatuses(t: TestApp, appointmentId: string): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ id: checkoutSessions.id, status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.appointmentId, appointmentId))
    .orderBy(asc(checkoutSessions.createdAt));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export const sessionRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

/**
 * Waits for what the api does right after answering (the sweep after a cancel). Not a measure of speed:
 * the bound only turns "never" into a failure.
 */
export async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A sweep as another replica (or the same api after a restart) would run it: a fresh set of payment
 * objects on the same database, knowing only what the table says.
 */
export function anotherReplica(t: TestApp) {
  const silent = { warn: () => {}, error: () => {} } as never;
  return createPayments({ config: t.config, db: t.database.db }, silent);
}

export async function staffTokens(t: TestApp) {
  return { admin: await signIn(t, 'admin'), doctor: await signIn(t, 'ananya') };
}

export type Canceller = 'patient' | 'doctor' | 'admin';

/** Cancels an appointment as the patient (their token), the doctor or the admin, through their own call. */
export function cancelAs(t: TestApp, tokens: { patient: string; doctor: string; admin: string }, id: string, who: Canceller) {
  const [url, headers] = {
    patient: ['/api/user/cancel-appointment', { token: tokens.patient }],
    doctor: ['/api/doctor/cancel-appointment', { dtoken: tokens.doctor }],
    admin: ['/api/admin/cancel-appointment', { atoken: tokens.admin }],
  }[who] as [string, Record<string, string>];
  return t.inject({ method: 'POST', url, headers, payload: { appointmentId: id } });
}

/** The appointment as the admin's list shows it. */
export async function inAdminList(t: TestApp, adminToken: string, id: string) {
  const res = await t.inject({ url: '/api/admin/appointments', headers: { atoken: adminToken } });
  return (res.json().appointments as { _id: string; cancelled: boolean; payment: boolean }[]).find((a) => a._id === id);
}

export const setAppointment = (t: TestApp, id: string, values: Partial<typeof appointments.$inferInsert>) =>
  t.database.db.update(appointments).set(values).where(eq(appointments.id, id));

/** A checkout session as if opened (or last asked about) `minutes` ago: the sweep asks the provider about it. */
export const openedMinutesAgo = (t: TestApp, sessionId: string, minutes: number) =>
  t.database.db
    .update(checkoutSessions)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(checkoutSessions.id, sessionId));
