import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { buildSlotDays, checkSlot, slotStart } from '@clinic/shared/booking';
import { SERVICE_IDS } from '@clinic/shared/contract';
import { buildApp, loadConfig, type Database } from '../src/app';
import { appointments, doctors, users } from '../src/db/schema';
import { appointmentRowColumns } from '../src/db/appointment-times';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_PATIENTS } from '../src/seed/seed';
import { createPostgresDatabase, DRIVER_DATABASES, login, startTestApp } from './support/harness';

describe('the demo clinic', () => {
  test('has about a dozen doctors across the seven specialities, mostly hearing and speech', () => {
    expect(DEMO_DOCTORS.length).toBeGreaterThanOrEqual(10);
    expect(DEMO_DOCTORS[0]!.available).toBe(true);
    const unavailable = DEMO_DOCTORS.filter((d) => !d.available).length;
    expect(unavailable).toBeGreaterThanOrEqual(1);
    expect(unavailable).toBeLessThanOrEqual(2);
    const hearing = DEMO_DOCTORS.filter((d) => d.speciality === 'Hearing Aid and Speech Specialist').length;
    expect(hearing).toBeGreaterThan(DEMO_DOCTORS.length / 2 - 1);
    for (const d of DEMO_DOCTORS) {
      const [first, last] = d.name
        .replace(/^Dr\.\s*/, '')
        .toLowerCase()
        .split(' ');
      expect(d.email).toBe(`${first}.${last}@sunrisehearing.in`);
      expect(d.fees).toBeGreaterThanOrEqual(400);
      expect(d.fees).toBeLessThanOrEqual(1500);
      expect(d.about.length).toBeGreaterThan(60);
    }
    expect(new Set(DEMO_DOCTORS.map((d) => JSON.stringify(d.portrait))).size).toBe(DEMO_DOCTORS.length);
  });

  test('gives every doctor a focus and languages, and every service someone available who offers it (decision 42)', () => {
    for (const d of DEMO_DOCTORS) {
      expect(d.focus.length).toBeGreaterThan(3);
      expect(d.languages[0]).toBe('English');
      expect(d.languages.length).toBeGreaterThanOrEqual(2);
    }
    const offered = new Set(DEMO_DOCTORS.filter((d) => d.available).flatMap((d) => d.services));
    expect([...SERVICE_IDS].filter((id) => !offered.has(id))).toEqual([]);
    // Some speak a language others do not: the search by language has something to find.
    expect(new Set(DEMO_DOCTORS.flatMap((d) => d.languages)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('seeding on PGlite in a data folder', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-seed-')), 'data');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true' });

  // Two whole starts of the api on a folder (PGlite's first start there, the migrations, the demo's hashes and
  // portraits): about 18 s alone on 2 cores, more beside the other packages' suites.
  test('seeds once, keeps data and sessions across a restart, and closes the database with the app', async () => {
    let database!: Database;
    const first = await buildApp(config(), { onDatabase: (d) => (database = d) });
    const ids = (await database.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.createdAt))).map((r) => r.id);
    expect(ids).toHaveLength(DEMO_DOCTORS.length);
    const asha = DEMO_PATIENTS[0];
    const token = await login({ inject: (o) => first.inject(o) }, '/api/user/login', asha.email, asha.password);
    await first.close();

    // Reopening the same folder only works when the first app really closed it.
    const second = await buildApp(config(), { onDatabase: (d) => (database = d) });
    try {
      const again = (await database.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.createdAt))).map((r) => r.id);
      expect(again).toEqual(ids);
      const profile = await second.inject({ url: '/api/user/get-profile', headers: { token } });
      expect(profile.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe.each(DRIVER_DATABASES)('the seeded data on %s', (kind) => {
  test('appointments exist in every state, on slots the shared rules allow', async () => {
    const t = await startTestApp(kind);
    try {
      const rows = await t.database.db.select(appointmentRowColumns).from(appointments);
      const now = new Date();
      const state = (a: (typeof rows)[number]) => (a.status === 'active' && a.payment ? 'active-paid' : a.status);
      expect(new Set(rows.map(state))).toEqual(new Set(['active', 'active-paid', 'completed', 'cancelled', 'no-show']));
      // Issue 19: what the booking dialog collects shows in the staff lists; some were booked for someone else.
      expect(rows.some((a) => a.userData.age !== null && a.userData.message !== '')).toBe(true);
      const holders = await t.database.db.select({ id: users.id, name: users.name }).from(users);
      expect(rows.some((a) => holders.find((u) => u.id === a.userId)!.name !== a.userData.name)).toBe(true);
      // Active ones whose time has come, for staff to complete or mark No-show; and today's.
      expect(rows.some((a) => state(a) === 'active' && slotStart(a.slotDate, a.slotTime, t.config.clinicTz) < now)).toBe(true);
      expect(rows.some((a) => a.slotDate === buildSlotDays(now, t.config.clinicTz)[0]!.slotDate)).toBe(true);
      for (const a of rows) {
        expect(a.slotTime).toMatch(/^(1\d|20):[03]0$/);
        const start = slotStart(a.slotDate, a.slotTime, t.config.clinicTz);
        if (start > now) expect(checkSlot(now, a.slotDate, a.slotTime, t.config.clinicTz)).toEqual({ ok: true });
        if (a.status === 'completed' || a.status === 'no-show') expect(start.getTime()).toBeLessThan(now.getTime());
        expect(a.bookedAt.getTime()).toBeLessThan(Math.min(start.getTime(), now.getTime()));
        expect(a.amount).toBeGreaterThan(0);
      }
      const [{ patients } = { patients: 0 }] = await t.database.db.select({ patients: sql<number>`count(*)::int` }).from(users);
      expect(patients).toBe(DEMO_PATIENTS.length);
    } finally {
      await t.close();
    }
  });
});

if (DRIVER_DATABASES.includes('postgres')) {
  describe('seeding on PostgreSQL', () => {
    test('several api processes starting at once on an empty database migrate and seed it once', async () => {
      const { url, drop } = await createPostgresDatabase();
      try {
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL: url, SEED_DEMO: 'true' });
        const apps = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
        try {
          const list = (await apps[2]!.inject('/api/doctor/list')).json().doctors;
          expect(list).toHaveLength(DEMO_DOCTORS.length);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await drop();
      }
    });
  });
}
