// The staff pages at clinic scale: a private PostgreSQL database filled with BENCH_APPOINTMENTS
// (default 1,000,000) appointments, then autocannon on the admin's and a doctor's lists and dashboards.
import pg from 'pg';
import { clinicTodayIso, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import { DEMO_ADMIN } from '../src/config';
import { fillAppointments, type FillTimes } from './fill-million';
import { load, type Load } from './load';
import { createBenchDatabase } from './postgres-database';
import { signIn } from './sign-in';
import { startProcess } from './server-process';

const DATABASE = 'clinic_bench_million';
const DOCTOR = { email: 'ananya.iyer@sunrisehearing.in', password: 'Doctor@12345' };

export interface StaffFigures {
  appointments: number;
  fill: FillTimes | 'reused';
  seconds: number;
  rows: Array<{ page: string; connections: number } & Load>;
}

async function appointmentCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return Number((await client.query('select count(*) from appointments')).rows[0].count);
  } catch {
    return -1;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A search a receptionist would type: a patient's full name, from the middle of the generated list. */
async function somePatientName(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select name from users where email = 'patient777@bench.example.in'`)).rows[0]?.name ?? 'Asha Rao';
  } finally {
    await client.end();
  }
}

export async function measureStaff(serverScript: string, adminUrl: string): Promise<StaffFigures | undefined> {
  const appointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
  // One staff member's wait on a quiet server, and ten screens at once (far more than a clinic's front desk).
  const levels = (process.env.BENCH_STAFF_CONNECTIONS ?? '1,10').split(',').map(Number);
  const seconds = Number(process.env.BENCH_STAFF_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
  // BENCH_KEEP=true keeps the filled database for the next run, which then skips the fill.
  const keep = process.env.BENCH_KEEP === 'true';
  const kept = new URL(adminUrl);
  kept.pathname = `/${DATABASE}`;
  const reuse = keep && (await appointmentCount(kept.toString())) === appointments;
  const db = reuse ? { url: kept.toString(), drop: async () => {} } : await createBenchDatabase(adminUrl, DATABASE);
  if (!db) return undefined;
  const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'true', DATABASE_URL: db.url, DATA_DIR: 'memory://' };
  try {
    let fill: StaffFigures['fill'] = 'reused';
    if (!reuse) {
      // The api itself migrates and seeds the demo clinic; the generator adds to it.
      await (await startProcess(serverScript, env, '/api/health')).stop();
      console.log(`Filling ${appointments.toLocaleString('en')} appointments …`);
      fill = await fillAppointments(db.url, { appointments });
    }
    const q = encodeURIComponent(await somePatientName(db.url));
    const today = clinicTodayIso(new Date(), DEFAULT_CLINIC_TZ);
    const api = await startProcess(serverScript, env, '/api/health');
    try {
      const atoken = await signIn(api.url, 'admin', DEMO_ADMIN);
      const dtoken = await signIn(api.url, 'doctor', DOCTOR);
      const cases = [
        { page: 'admin list, first page', url: '/api/admin/appointments?page=1&limit=20', headers: { atoken } },
        { page: 'admin list, status=cancelled', url: '/api/admin/appointments?page=1&limit=20&status=cancelled', headers: { atoken } },
        { page: 'admin list, page 50, active', url: '/api/admin/appointments?page=50&limit=20&status=active', headers: { atoken } },
        { page: `admin list, q=<patient name>`, url: `/api/admin/appointments?page=1&limit=20&q=${q}`, headers: { atoken } },
        { page: 'doctor list, first page', url: '/api/doctor/appointments?page=1&limit=20', headers: { dtoken } },
        { page: 'doctor list, q=<patient name>', url: `/api/doctor/appointments?page=1&limit=20&q=${q}`, headers: { dtoken } },
        // Decision 41: a day by slot time (today at the clinic, about 68 per doctor), and the No-show tab.
        { page: 'admin list, date=<today>', url: `/api/admin/appointments?page=1&limit=20&date=${today}`, headers: { atoken } },
        { page: 'doctor list, date=<today>', url: `/api/doctor/appointments?page=1&limit=20&date=${today}`, headers: { dtoken } },
        { page: 'admin list, status=no-show', url: '/api/admin/appointments?page=1&limit=20&status=no-show', headers: { atoken } },
        { page: 'admin dashboard', url: '/api/admin/dashboard', headers: { atoken } },
        { page: 'doctor dashboard', url: '/api/doctor/dashboard', headers: { dtoken } },
      ];
      const rows: StaffFigures['rows'] = [];
      for (const connections of levels) {
        for (const c of cases) {
          // A short warm-up, so the figures are of a running clinic, not of the first cold read.
          await load({ url: api.url + c.url, headers: c.headers, connections: 2, amount: 20 });
          rows.push({
            page: c.page,
            connections,
            ...(await load({ url: api.url + c.url, headers: c.headers, connections, duration: seconds })),
          });
        }
      }
      return { appointments, fill, seconds, rows };
    } finally {
      await api.stop();
    }
  } finally {
    if (!keep) await db.drop();
  }
}

export function printStaff(f: StaffFigures) {
  const fill =
    f.fill === 'reused'
      ? 'reused from the previous run (BENCH_KEEP=true)'
      : `${(f.fill.totalMs / 1000).toFixed(1)} s (${Object.entries(f.fill.steps)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
          .join(', ')})`;
  console.log(`\nStaff pages on PostgreSQL with ${f.appointments.toLocaleString('en')} appointments, ${f.seconds} s per row (autocannon)`);
  console.log(`Fill: ${fill}\n`);
  console.table(
    f.rows.map((r) => ({
      page: r.page,
      conns: r.connections,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'p95 target ms': 50,
      met: r.p95 <= 50 ? 'yes' : 'NO',
      failed: r.failed,
    })),
  );
}
