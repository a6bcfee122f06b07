import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { buildSlotDays } from '@clinic/shared/booking';
import { calls, type CallName } from '@clinic/shared/contract';
import { appointments, doctors } from '../../src/db/schema';
import { DEMO_DOCTORS } from '../../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../../src/seed/seed';
import { book, freeSlot, myAppointments, publicDoctors, signIn } from '../support/clinic';
import { login, startTestApp, type DatabaseKind, type TestApp } from '../support/harness';
import { digestTables } from './support/digest';
import { ADMIN_URL } from '../support/postgres';
import { refusedTokens } from './support/hostile';
import { fuzzRequest, type FuzzRequest, type FuzzTargets } from './support/requests';
import { sweepUnusedImages } from '../../src/features/images/image-sweep';

// The harness makes its PostgreSQL databases on TEST_DATABASE_URL; this suite never skips PostgreSQL.
process.env.TEST_DATABASE_URL ??= ADMIN_URL;

const TOTAL_RUNS = 10_000;
const KINDS: DatabaseKind[] = ['pglite', 'postgres'];
const RUNS = TOTAL_RUNS / KINDS.length;
function judge(request: FuzzRequest, res: LightMyRequestResponse) {
  const status = res.statusCode;
  const where = `${request.method} ${request.url.slice(0, 120)} (${request.kind}) → ${status} ${res.body.slice(0, 200)}`;
  if (status >= 500) throw new Error(`server error: ${where}`);
  if (request.kind === 'auth' && status !== 401 && status !== 403) throw new Error(`a refused credential got through: ${where}`);
  if ((request.kind === 'poisoned' || request.kind === 'method') && status < 400) throw new Error(`accepted: ${where}`);
  // A HEAD answer has no body by definition; every other refusal under /api is the envelope.
  if (status < 300 || request.method === 'HEAD' || !new URL(request.url, 'http://x').pathname.startsWith('/api/')) return;
  let body: { success?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  if (body.success !== false || typeof body.message !== 'string' || !body.message) throw new Error(`no envelope: ${where}`);
}

describe.each(KINDS)('%s: hostile requests on every route', (kind) => {
  let t: TestApp;
  let targets: FuzzTargets;
  let mallory: string;
  beforeAll(async () => {
    // High enough that the sign-in routes (and Mallory's bookings, cancels, payments and uploads) reach
    // their handlers; the limits themselves have their own suites.
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: '1000000',
      ACCOUNT_RATE_LIMIT: '1000000',
      UPLOAD_RATE_LIMIT: '1000000',
      CONTACT_RATE_LIMIT: '1000000',
    });
    const registered = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Mallory', email: 'mallory@example.in', password: 'shadow-ledger-5' },
    });
    mallory = registered.json().token;
    // A seeded doctor nobody booked: any appointment id is someone else's to them.
    const rogue = DEMO_DOCTORS[5]!;
    const admin = await signIn(t, 'admin');
    const valid = { patient: mallory, doctor: await login(t, '/api/doctor/login', rogue.email, DEMO_DOCTOR_PASSWORD), admin };
    const kit = { secret: t.config.jwtSecret, valid };
    const adminEmail = t.config.admin.email;
    targets = {
      valid,
      refused: {
        patient: await refusedTokens(kit, 'patient', adminEmail),
        doctor: await refusedTokens(kit, 'doctor', adminEmail),
        admin: await refusedTokens(kit, 'admin', adminEmail),
      },
      appointmentIds: (await t.database.db.select({ id: appointments.id }).from(appointments)).map((r) => r.id),
      doctorIds: (await t.database.db.select({ id: doctors.id }).from(doctors)).map((r) => r.id),
      openSlots: buildSlotDays(new Date(), t.config.clinicTz)
        .slice(1, 6)
        .flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.slotDate, slotTime }))),
    };
  });
  afterAll(() => t?.close());

  test(`${RUNS} generated requests: no 5xx, the envelope on every refusal, not one row changed`, async () => {
    const rogueAppointments = await t.inject({ url: '/api/doctor/appointments', headers: { dtoken: targets.valid.doctor } });
    expect(rogueAppointments.json().appointments).toEqual([]);
    expect(await myAppointments(t, mallory)).toEqual([]);

    // The seed's images are marked until the image sweep (every minute) finds them in use; a fuzz run longer
    // than the grace would see that sweep change them. Swept now, they are no one's to change.
    await sweepUnusedImages(t.database.db, { graceMs: 0 });
    const before = await digestTables(t.database.db);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
    const perCall = new Map<string, number>();
    const statuses = new Map<number, number>();
    let routerRefusals = 0;

    await fc.assert(
      fc.asyncProperty(fuzzRequest(targets), async (request) => {
        const res = await t.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        judge(request, res);
        perCall.set(request.call, (perCall.get(request.call) ?? 0) + 1);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (/"code":"FST_ERR_(BAD_URL|MAX_PARAM_LENGTH)"/.test(res.body)) routerRefusals++;
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );

    expect(await digestTables(t.database.db)).toEqual(before);
    // Nothing reached the prototype of every object in this process (inject runs the api in it).
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Every call of the table was aimed at, many times over.
    const names = Object.keys(calls) as CallName[];
    const leastHit = Math.min(...names.map((name) => perCall.get(name) ?? 0));
    expect(leastHit).toBeGreaterThan(RUNS / names.length / 3);

    // And the api still does its job: health, the list, a real booking by the same hostile patient.
    expect((await t.inject('/api/health')).statusCode).toBe(200);
    const docId = (await publicDoctors(t))[0]!._id;
    const booked = await book(t, mallory, docId, await freeSlot(t, docId));
    expect(booked.statusCode).toBe(201);
    expect((await myAppointments(t, mallory)).map((a) => a._id)).toEqual([booked.json().appointmentId]);
    // The digest does see a real change: the check above was not vacuous.
    expect(await digestTables(t.database.db)).not.toEqual(before);

    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    process.stdout.write(
      `fuzz ${kind}: ${RUNS} requests over every call (each at least ${leastHit} times), ${byStatus}; router refusals ${routerRefusals}\n`,
    );
    // 5,000 requests take about 12 s alone; beside Playwright on CI's two cores they have taken over 120 s.
  }, 300_000);
});
