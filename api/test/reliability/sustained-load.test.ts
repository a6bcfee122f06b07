import autocannon from 'autocannon';
import { DEMO_DOCTORS } from '../../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../../src/seed/seed';
import {
  buildApi,
  call,
  cleanUp,
  heapAfterCollection,
  heapProbeEnv,
  killAllApis,
  rssMb,
  settleAll,
  startApi,
  type ApiProcess,
} from './support/api-process';
import { bookingBody, freeTargets, signUpPatients, type Patient, type Target } from './support/clinic-load';
import { privateDatabase } from '../support/postgres';

const CONNECTIONS = 200;
const SECONDS = 60;
const WARM_UP_SECONDS = 15;
/** How often the resident size is read during the measured run. */
const SAMPLE_EVERY_MS = 500;
/**
 * How much the api's memory in use after a full collection may grow over the measured run (its JavaScript
 * heap and the native memory that heap holds), from the moment after the warm-up to the end. About 15,000
 * requests pass, so a leak of 300 bytes per request would exceed it. Measured: -1.0 to +1.3 MB; with a
 * 700-character string kept per request (planted to try the test), +7.5 MB.
 *
 * Not the resident size: it swings by 100 MB and more under this load (each sign-in's argon2 hash holds
 * 19 MB of native memory while it runs) and, even idle and collected, it stays up by whatever the C
 * allocator keeps of those blocks for the next ones (measured: 15 to 64 MB more after the run than after
 * the warm-up, with the heap flat). A bound on it under load says the api fits its machine.
 */
const HEAP_GROWTH_LIMIT_MB = 4;
const RSS_PEAK_LIMIT_MB = 768;
/**
 * Slots fewer than connections, each asked for by two bookings in a row (from two connections, moments
 * apart): bookings collide, and each collision must be a clean 409.
 */
const CONTESTED_SLOTS = CONNECTIONS / 2;
/**
 * A request unanswered this long is lost, not slow: how fast the api answers is the bench's business (the
 * latencies are printed). With another package's suite beside it on 2 cores, the slowest answer has taken
 * 9.3 s.
 */
const HUNG_AFTER_SECONDS = 30;

interface Context {
  patient?: number;
  appointmentId?: string;
}

/** One cycle per connection: browse, sign in, book then cancel, read lists, the doctor's and the admin's pages. */
function workload(patients: Patient[], targets: Target[], dtoken: string, atoken: string): autocannon.Request[] {
  let nextPatient = 0;
  let nextTarget = 0;
  const json = { 'content-type': 'application/json' };
  const index = (context: Context) => (context.patient ??= nextPatient++ % patients.length);
  const who = (context: Context) => patients[index(context)]!;
  const remember = (status: number, body: string, context: Context) => {
    context.appointmentId = status === 201 ? (JSON.parse(body) as { appointmentId: string }).appointmentId : undefined;
  };
  return [
    { method: 'GET', path: '/api/doctor/list' },
    { method: 'GET', path: '/api/doctor/profile', headers: { dtoken } },
    {
      method: 'POST',
      path: '/api/user/login',
      setupRequest: (req, context: Context) => ({
        ...req,
        headers: json,
        body: JSON.stringify({ email: `load-sustained-${index(context)}@example.in`, password: 'load-password-1' }),
      }),
    },
    {
      method: 'GET',
      path: '/api/user/appointments',
      setupRequest: (req, context: Context) => ({ ...req, headers: { token: who(context).token } }),
    },
    {
      method: 'POST',
      path: '/api/user/book-appointment',
      setupRequest: (req, context: Context) => ({
        ...req,
        headers: { ...json, token: who(context).token },
        body: JSON.stringify(bookingBody(targets[Math.floor(nextTarget++ / 2) % targets.length]!)),
      }),
      onResponse: remember,
    },
    {
      method: 'POST',
      path: '/api/user/cancel-appointment',
      // When the slot was taken (409), there is nothing to cancel: the patient looks at their list instead.
      setupRequest: (req, context: Context) =>
        context.appointmentId
          ? { ...req, headers: { ...json, token: who(context).token }, body: JSON.stringify({ appointmentId: context.appointmentId }) }
          : { ...req, method: 'GET', path: '/api/user/appointments', headers: { token: who(context).token }, body: undefined },
    },
    { method: 'GET', path: '/api/admin/dashboard', headers: { atoken } },
  ];
}

describe('sustained mixed load on PostgreSQL', () => {
  let bundle: Awaited<ReturnType<typeof buildApi>> | undefined;
  let database: Awaited<ReturnType<typeof privateDatabase>> | undefined;
  let api: ApiProcess;
  const probe = heapProbeEnv();
  beforeAll(async () => {
    await settleAll(
      buildApi().then((b) => (bundle = b)),
      privateDatabase('clinic_reliability_load').then((d) => (database = d)),
    );
    api = await startApi(bundle!.bundle, {
      ...probe.env,
      DATABASE_URL: database!.url,
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '100000000',
      ACCOUNT_RATE_LIMIT: '100000000',
    });
  }, 90_000);
  afterAll(() =>
    cleanUp(
      killAllApis,
      () => database?.drop(),
      () => bundle?.remove(),
      probe.remove,
    ),
  );

  test(
    `${SECONDS} s at ${CONNECTIONS} connections: no errors, no 5xx, no timeouts, memory flat`,
    async () => {
      const patients = await signUpPatients(api.url, CONNECTIONS, 'sustained');
      const targets = (await freeTargets(api.url)).slice(0, CONTESTED_SLOTS);
      const doctor = await call(`${api.url}/api/doctor/login`, { body: { email: DEMO_DOCTORS[0]!.email, password: DEMO_DOCTOR_PASSWORD } });
      const admin = await call(`${api.url}/api/admin/login`, { body: { email: 'admin@sunrisehearing.in', password: 'Admin@12345' } });
      const requests = workload(patients, targets, doctor.body.token as string, admin.body.token as string);
      const load = (seconds: number) =>
        autocannon({ url: api.url, connections: CONNECTIONS, duration: seconds, timeout: HUNG_AFTER_SECONDS, requests });

      // The warm-up fills what fills once (compiled code, pools, caches); the memory after it is the baseline.
      const warmUp = await load(WARM_UP_SECONDS);
      const baseline = await heapAfterCollection(api, probe.file);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssMb(api.pid)), SAMPLE_EVERY_MS);
      let result: autocannon.Result;
      try {
        result = await load(SECONDS - WARM_UP_SECONDS);
      } finally {
        clearInterval(sampler);
      }
      const after = await heapAfterCollection(api, probe.file);

      const byStatus = (run: autocannon.Result) =>
        Object.fromEntries(Object.entries(run.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]));
      const answers = byStatus(result);
      const mb = (bytes: number) => bytes / 1024 / 1024;
      const heapGrowth = mb(after.heapUsed + after.external - baseline.heapUsed - baseline.external);
      process.stdout.write(
        `sustained-load: ${result.requests.total} requests in ${SECONDS - WARM_UP_SECONDS} s after ${warmUp.requests.total} in the warm-up, ${Math.round(result.requests.average)} req/s, ` +
          `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms max ${result.latency.max} ms, answers ${JSON.stringify(answers)}, errors ${result.errors}, timeouts ${result.timeouts}; ` +
          `heap after a full collection ${mb(baseline.heapUsed).toFixed(1)} → ${mb(after.heapUsed).toFixed(1)} MB, external ${mb(baseline.external).toFixed(1)} → ${mb(after.external).toFixed(1)} MB ` +
          `(${((heapGrowth * 1024 * 1024) / result.requests.total).toFixed(0)} bytes per request); ` +
          `RSS ${mb(baseline.rss).toFixed(0)} → ${mb(after.rss).toFixed(0)} MB collected, ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} MB under load\n`,
      );

      for (const run of [warmUp, result])
        expect({ errors: run.errors, timeouts: run.timeouts, '5xx': run['5xx'] }).toEqual({ errors: 0, timeouts: 0, '5xx': 0 });
      // The only refusals are contested slots (409), and there were some.
      expect(Object.keys({ ...byStatus(warmUp), ...answers }).filter((code) => !['200', '201', '409'].includes(code))).toEqual([]);
      expect(answers['409']).toBeGreaterThan(0);
      expect(answers['201']).toBeGreaterThan(0);
      expect(heapGrowth).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
      expect(Math.max(...samples)).toBeLessThan(RSS_PEAK_LIMIT_MB);
      // And it still answers at once when the load stops.
      expect((await call(`${api.url}/api/health`)).status).toBe(200);
    },
    (SECONDS + 60) * 1000,
  );
});
