// API benchmarks with autocannon against the built server in its own process (PGlite, and PostgreSQL
// when reachable): doctor-list throughput beside a bare Fastify route serving the same JSON, and the
// latency of booking at 100 connections, every request a different free slot.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildSlotDays, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import type { Doctor } from '@clinic/shared/contract';
import { createBenchDatabase } from './postgres-database';
import { startProcess } from './server-process';

const dist = path.dirname(fileURLToPath(import.meta.url));
const here = path.join(dist, '..', 'bench');
const CONNECTIONS = 100;
const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATIENTS = 100;
const MAX_BOOKINGS = 1500;

interface Figures {
  database: string;
  listRps: number;
  bareRps: number;
  bookings: number;
  bookingErrors: number;
  bookingP50: number;
  bookingP99: number;
}

async function registerPatients(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < PATIENTS; i++) {
    const res = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench Patient ${i}`, email: `bench${i}@example.in`, password: 'bench-password-1' }),
    });
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/** Every free slot of every available doctor, time by time, so no patient is given two at once. */
function bookingPlan(doctors: Doctor[], tokens: string[]) {
  const slots = doctors
    .filter((d) => d.available)
    .flatMap((d, doctorIndex) =>
      buildSlotDays(new Date(), DEFAULT_CLINIC_TZ, d.slots_booked).flatMap((day, dayIndex) =>
        day.slots.map((slotTime) => ({ docId: d._id, slotDate: day.slotDate, slotTime, order: `${dayIndex}|${slotTime}|${String(doctorIndex).padStart(3, '0')}` })),
      ),
    )
    .sort((a, b) => a.order.localeCompare(b.order));
  return slots.slice(0, MAX_BOOKINGS).map((s, i) => ({
    token: tokens[i % tokens.length]!,
    body: JSON.stringify({ docId: s.docId, slotDate: s.slotDate, slotTime: s.slotTime, userData: { name: 'Bench Patient', phone: '+91 90000 00000' } }),
  }));
}

async function measure(database: string, env: Record<string, string>): Promise<Figures> {
  const api = await startProcess(path.join(dist, 'server.mjs'), { LOG_LEVEL: 'silent', SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000', ...env }, '/api/health');
  try {
    const listBody = await (await fetch(`${api.url}/api/doctor/list`)).text();
    const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-bench-')), 'list.json');
    writeFileSync(bodyFile, listBody);
    const bare = await startProcess(path.join(here, 'bare-server.mjs'), { BARE_BODY_FILE: bodyFile }, '/api/doctor/list');
    const bareRun = await autocannon({ url: `${bare.url}/api/doctor/list`, connections: CONNECTIONS, duration: LIST_SECONDS });
    await bare.stop();
    const listRun = await autocannon({ url: `${api.url}/api/doctor/list`, connections: CONNECTIONS, duration: LIST_SECONDS });

    const plan = bookingPlan(JSON.parse(listBody).doctors, await registerPatients(api.url));
    let next = 0;
    const bookingRun = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      amount: plan.length,
      requests: [
        {
          method: 'POST',
          path: '/api/user/book-appointment',
          setupRequest: (request) => {
            const { token, body } = plan[next++ % plan.length]!;
            return { ...request, headers: { 'content-type': 'application/json', token }, body };
          },
        },
      ],
    });
    return {
      database,
      listRps: listRun.requests.average,
      bareRps: bareRun.requests.average,
      bookings: bookingRun['2xx'],
      bookingErrors: bookingRun.non2xx + bookingRun.errors,
      bookingP50: bookingRun.latency.p50,
      bookingP99: bookingRun.latency.p99,
    };
  } finally {
    await api.stop();
  }
}

async function main() {
  const results: Figures[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-pglite-'));
  try {
    results.push(await measure('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = await createBenchDatabase(adminUrl);
  if (pg) {
    try {
      results.push(await measure('PostgreSQL', { DATABASE_URL: pg.url, DATA_DIR: 'memory://' }));
    } finally {
      await pg.drop();
    }
  } else console.log(`(PostgreSQL not reachable at ${adminUrl}: skipped)`);

  console.log(`\nAPI benchmark, ${CONNECTIONS} connections (autocannon)\n`);
  console.table(
    results.map((r) => ({
      database: r.database,
      'doctor list req/s': Math.round(r.listRps),
      'bare Fastify req/s': Math.round(r.bareRps),
      'list / bare': (r.listRps / r.bareRps).toFixed(2),
      'bookings ok': r.bookings,
      'booking errors': r.bookingErrors,
      'booking p50 ms': r.bookingP50,
      'booking p99 ms': r.bookingP99,
    })),
  );
}

await main();
