// Decision 54: every way an appointment is cancelled records a `cancelled` event in the cancel's own
// statement, and that event wakes the checkout and refund sweep at once: a paid appointment cancelled by any
// path has its money on the way back without waiting for the sweep's periodic round (a minute).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CLINIC_HOURS, WEEK_ORDER } from '@clinic/shared/booking';
import { appointmentEvents, appointments, checkoutSessions } from '../src/db/schema';
import { releaseUnpaidHolds } from '../src/features/appointments/hold-release';
import { dayFromToday, insertAppointments, insertDoctors } from './support/calendar';
import { eventually, payOnDemoCheckout, sessionRow } from './support/checkout';
import { post, registerPatient, signInCast, type Cast, type NewPatient } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

/** Well under the sweep's periodic round (60 s): only the `cancelled` event can have woken it. */
const AT_ONCE_MS = 5_000;

/** A path that cancels: what it cancels (one paid appointment, arranged for it) and who the event names. */
interface CancellingPath {
  name: string;
  /** The appointment's patient, doctor, day (from today) and time (off the demo's grid when the doctor is a demo one, so it meets none of the seed's). */
  arrange: (c: Cast, t: TestApp) => Promise<{ patient: NewPatient; docId: string; day: number; time: string; seriesId?: string }>;
  cancel: (
    c: Cast,
    t: TestApp,
    a: { id: string; patient: NewPatient; docId: string; day: number; seriesId?: string },
  ) => Promise<{ statusCode: number }>;
  by: 'patient' | 'doctor' | 'clinic';
}

/** A doctor of the path's own, so its appointment meets no other. */
const aDoctor = async (t: TestApp) => (await insertDoctors(t, 1))[0]!.id;

const week = (intervals: { from: string; to: string }[]) => Object.fromEntries(WEEK_ORDER.map((day) => [day, intervals]));

/** Every path of the api that cancels a paid appointment (the UPDATEs that set `cancelled`, by the call that reaches each). */
const PATHS: CancellingPath[] = [
  {
    name: 'the patient cancels one',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: await aDoctor(t), day: 1, time: '10:00' }),
    cancel: (_c, t, a) => post(t, '/api/user/cancel-appointment', 'token', a.patient.token, { appointmentId: a.id }),
    by: 'patient',
  },
  {
    name: 'the doctor cancels one',
    arrange: async (c, t) => ({ patient: await registerPatient(t), docId: c.ananyaId, day: 1, time: '07:05' }),
    cancel: (c, t, a) => post(t, '/api/doctor/cancel-appointment', 'dtoken', c.ananya, { appointmentId: a.id, reason: 'Unwell' }),
    by: 'doctor',
  },
  {
    name: 'the admin cancels one',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: await aDoctor(t), day: 1, time: '11:00' }),
    cancel: (c, t, a) => post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId: a.id }),
    by: 'clinic',
  },
  {
    name: "the admin cancels all of a patient's",
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: await aDoctor(t), day: 1, time: '11:30' }),
    cancel: (c, t, a) => post(t, '/api/admin/cancel-patient-appointments', 'atoken', c.admin, { userId: a.patient.id }),
    by: 'clinic',
  },
  {
    name: 'the patient cancels the rest of a series',
    arrange: async (c, t) => ({
      patient: await registerPatient(t),
      docId: await aDoctor(t),
      day: 1,
      time: '12:00',
      seriesId: randomUUID(),
    }),
    cancel: (_c, t, a) => post(t, '/api/user/cancel-series', 'token', a.patient.token, { seriesId: a.seriesId! }),
    by: 'patient',
  },
  {
    name: 'the patient deletes their account',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: await aDoctor(t), day: 1, time: '12:30' }),
    cancel: (_c, t, a) => post(t, '/api/user/delete-account', 'token', a.patient.token, { password: a.patient.password }),
    by: 'patient',
  },
  {
    name: 'the admin makes the doctor unavailable',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: (await insertDoctors(t, 1))[0]!.id, day: 2, time: '10:00' }),
    cancel: (c, t, a) => post(t, '/api/admin/change-availability', 'atoken', c.admin, { docId: a.docId, cancelAffected: true }),
    by: 'clinic',
  },
  {
    name: 'the admin deletes the doctor',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: (await insertDoctors(t, 1))[0]!.id, day: 2, time: '10:00' }),
    cancel: (c, t, a) => post(t, '/api/admin/delete-doctor', 'atoken', c.admin, { docId: a.docId, cancelAffected: true }),
    by: 'clinic',
  },
  {
    name: 'the admin closes the clinic for the day',
    arrange: async (c, t) => ({ patient: await registerPatient(t), docId: c.ananyaId, day: 3, time: '07:05' }),
    cancel: (c, t, a) =>
      post(t, '/api/admin/add-closure', 'atoken', c.admin, { slotDate: dayFromToday(t, a.day), reason: 'Festival', cancelAffected: true }),
    by: 'clinic',
  },
  {
    name: 'the admin adds leave for the doctor',
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: (await insertDoctors(t, 1))[0]!.id, day: 4, time: '10:00' }),
    cancel: (c, t, a) => {
      const day = dayFromToday(t, a.day);
      return post(t, '/api/admin/add-leave', 'atoken', c.admin, {
        docId: a.docId,
        from: day,
        to: day,
        reason: 'Away',
        cancelAffected: true,
      });
    },
    by: 'clinic',
  },
  {
    name: 'the doctor adds their own leave',
    arrange: async (c, t) => ({ patient: await registerPatient(t), docId: c.ananyaId, day: 5, time: '07:05' }),
    cancel: (c, t, a) => {
      const day = dayFromToday(t, a.day);
      return post(t, '/api/doctor/add-leave', 'dtoken', c.ananya, { from: day, to: day, reason: 'Away', cancelAffected: true });
    },
    by: 'clinic',
  },
  {
    name: "the admin narrows the doctor's hours",
    arrange: async (_c, t) => ({ patient: await registerPatient(t), docId: (await insertDoctors(t, 1))[0]!.id, day: 2, time: '15:00' }),
    cancel: (c, t, a) =>
      post(t, '/api/admin/doctor-hours', 'atoken', c.admin, {
        docId: a.docId,
        weekly: week([{ from: '10:00', to: '12:00' }]),
        cancelAffected: true,
      }),
    by: 'clinic',
  },
  {
    name: "the admin narrows the clinic's hours",
    arrange: async (c, t) => ({ patient: await registerPatient(t), docId: c.ananyaId, day: 6, time: '20:40' }),
    cancel: async (c, t) => {
      const narrowed = await post(t, '/api/admin/clinic-hours', 'atoken', c.admin, {
        ...DEFAULT_CLINIC_HOURS,
        weekly: week([{ from: '10:00', to: '20:00' }]),
        cancelAffected: true,
      });
      await post(t, '/api/admin/clinic-hours', 'atoken', c.admin, DEFAULT_CLINIC_HOURS);
      return narrowed;
    },
    by: 'clinic',
  },
];

describe.each(DATABASES)('every cancelling path, on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const pay = (id: string, token: string) => payOnDemoCheckout(t, id, token);
  const cancelledEvents = (id: string) =>
    t.database.db
      .select({ actorRole: appointmentEvents.actorRole })
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.appointmentId, id), eq(appointmentEvents.type, 'cancelled')));

  test.each(PATHS)('$name: a `cancelled` event, and the refund started at once', async (path) => {
    const a = await path.arrange(c, t);
    const [id] = await insertAppointments(t, [[a.patient.id, a.docId, a.day, a.time]]);
    if (a.seriesId) await t.database.db.update(appointments).set({ seriesId: a.seriesId }).where(eq(appointments.id, id!));
    const sessionId = await pay(id!, a.patient.token);

    expect((await path.cancel(c, t, { ...a, id: id! })).statusCode).toBe(200);
    expect(await cancelledEvents(id!)).toEqual([{ actorRole: path.by }]);
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refunded',
      'refunded',
      AT_ONCE_MS,
    );
  });

  test("the clinic's release of an unpaid hold: a `cancelled` event, and its open checkout expired at once", async () => {
    const patient = await registerPatient(t);
    const [id] = await insertAppointments(t, [[patient.id, await aDoctor(t), 1, '10:00']]);
    await t.database.db
      .update(appointments)
      .set({ bookedAt: sql`now() - make_interval(days => 10)` })
      .where(eq(appointments.id, id!));
    const start = await post(t, '/api/user/payment-stripe', 'token', patient.token, { appointmentId: id });
    const sessionId = new URL(start.json().session_url as string).pathname.split('/').at(-1)!;
    const hours = (await t.inject({ url: '/api/admin/clinic-hours', headers: { atoken: c.admin } })).json().hours;
    expect((await post(t, '/api/admin/clinic-hours', 'atoken', c.admin, { ...hours, holdReleaseMinutes: 2 * 24 * 60 })).statusCode).toBe(
      200,
    );
    // The hours are put back only after: saving them is no cancel, and must not be what wakes the sweep.
    try {
      expect(await releaseUnpaidHolds(t.database.db)).toBeGreaterThanOrEqual(1);
      expect(await cancelledEvents(id!)).toEqual([{ actorRole: 'clinic' }]);
      await eventually(
        async () => (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]?.status,
        (status) => status === 'expired',
        'expired',
        AT_ONCE_MS,
      );
    } finally {
      await post(t, '/api/admin/clinic-hours', 'atoken', c.admin, hours);
    }
  });
});

/** Every `.ts` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

test('the api sets the status `cancelled` in one place only, so no new path can cancel without its event', () => {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  // The demo's seed writes its rows as they are (history), not as anyone's cancel.
  const setting = sourceFiles(src)
    .filter((file) => !file.startsWith(path.join(src, 'seed')))
    .filter((file) => /status: 'cancelled'|set "?status"? = 'cancelled'/i.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file));
  expect(setting).toEqual([path.join('features', 'appointments', 'cancellation.ts')]);
});
