import { eq } from 'drizzle-orm';
import { clinicSettings, staffAccounts, staffTwoFactor } from '../src/db/schema';
import { adminCredentialsClaim } from '../src/features/admin/credentials';
import { createTokenService } from '../src/http/tokens';
import { signInCast } from './support/clinic';
import { DRIVER_DATABASES, login, startTestApp, type TestApp } from './support/harness';

const DESK = { email: 'desk@sunrisehearing.in', role: 'front_desk', password: 'quiet-harbour-lantern-42' };
const SECOND_ADMIN = { email: 'second.admin@sunrisehearing.in', role: 'admin', password: 'a-second-admin-passphrase-8' };

// Decision 55: staff accounts in the database, the configured admin the first owner, permissions as data.
describe.each(DRIVER_DATABASES)('staff accounts on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    owner = (await signInCast(t)).admin;
  });
  afterAll(() => t.close());

  const as = (atoken: string) => ({
    get: (url: string) => t.inject({ url, headers: { atoken } }),
    post: (url: string, payload: object) => t.inject({ method: 'POST', url, headers: { atoken }, payload }),
  });
  const staffList = async () => (await as(owner).get('/api/admin/staff')).json().staff as { _id: string; email: string; role: string }[];

  test('the configured admin is the one owner of a new clinic, and every doctor has a staff row', async () => {
    expect(await staffList()).toEqual([
      expect.objectContaining({ email: t.config.admin.email, role: 'owner', configured: true, you: true }),
    ]);
    const doctorRows = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.role, 'doctor'));
    expect(doctorRows.length).toBeGreaterThan(0);
    expect(doctorRows.every((row) => row.doctorId && row.email === null && row.passwordHash === null)).toBe(true);
  });

  test('the owner adds a front desk, who signs in at the staff sign-in and may book, move and cancel but not manage doctors', async () => {
    const added = await as(owner).post('/api/admin/add-staff', DESK);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'Staff member added' });
    const desk = await login(t, '/api/admin/login', DESK.email, DESK.password);
    expect((await as(desk).get('/api/admin/appointments')).statusCode).toBe(200);
    for (const [url, payload] of [
      ['/api/admin/delete-doctor', { docId: '00000000-0000-4000-8000-000000000000' }],
      ['/api/admin/security-settings', { requireDoctorTwoFactor: true }],
      ['/api/admin/add-staff', SECOND_ADMIN],
    ] as const) {
      const res = await as(desk).post(url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'This account cannot do that' });
    }
    expect((await as(desk).get('/api/admin/staff')).statusCode).toBe(403);
  });

  test('an e-mail already in use, the configured one included, and a weak password are refused; nobody is added', async () => {
    const before = await staffList();
    for (const email of [DESK.email, t.config.admin.email.toUpperCase()]) {
      const res = await as(owner).post('/api/admin/add-staff', { ...SECOND_ADMIN, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'A member of staff with this e-mail already exists' });
    }
    const weak = await as(owner).post('/api/admin/add-staff', { ...SECOND_ADMIN, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    const role = await as(owner).post('/api/admin/add-staff', { ...SECOND_ADMIN, role: 'owner' });
    expect(role.json()).toEqual({ success: false, message: 'Choose admin or front desk' });
    expect(await staffList()).toEqual(before);
  });

  test('an added admin does what the admin does, but cannot see or change the staff', async () => {
    await as(owner).post('/api/admin/add-staff', SECOND_ADMIN);
    const admin = await login(t, '/api/admin/login', SECOND_ADMIN.email, SECOND_ADMIN.password);
    expect((await as(admin).get('/api/admin/security-settings')).statusCode).toBe(200);
    expect((await as(admin).get('/api/admin/staff')).statusCode).toBe(403);
  });

  test('removing a member of staff ends their sessions at once, and is audited', async () => {
    const desk = await login(t, '/api/admin/login', DESK.email, DESK.password);
    const id = (await staffList()).find((s) => s.email === DESK.email)!._id;
    const removed = await as(owner).post('/api/admin/remove-staff', { staffId: id });
    expect(removed.json()).toEqual({ success: true, message: 'Staff member removed' });
    expect((await as(desk).get('/api/admin/appointments')).statusCode).toBe(401);
    const signIn = await t.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DESK.email, password: DESK.password } });
    expect(signIn.statusCode).toBe(401);
    expect((await staffList()).map((s) => s.email)).not.toContain(DESK.email);
    const log = (await as(owner).get('/api/admin/audit-log')).json().entries as { action: string; targetId: string }[];
    expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff-removed', targetId: id })]));
    // Gone is gone: a second removal finds nobody.
    expect((await as(owner).post('/api/admin/remove-staff', { staffId: id })).statusCode).toBe(404);
  });

  test('nobody removes themselves, and the configured owner is not removed by another owner', async () => {
    const me = (await staffList()).find((s) => s.email === t.config.admin.email)!._id;
    const self = await as(owner).post('/api/admin/remove-staff', { staffId: me });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove yourself');
    // A second owner (made in the database: the Staff page adds admins and front desk).
    const second = (await staffList()).find((s) => s.email === SECOND_ADMIN.email)!._id;
    await t.database.db.update(staffAccounts).set({ role: 'owner' }).where(eq(staffAccounts.id, second));
    const otherOwner = await login(t, '/api/admin/login', SECOND_ADMIN.email, SECOND_ADMIN.password);
    const res = await as(otherOwner).post('/api/admin/remove-staff', { staffId: me });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The owner set in the configuration cannot be removed here');
    expect((await as(owner).get('/api/admin/staff')).statusCode).toBe(200);
  });

  test("an admin session and two-factor enrolment from before the table carry on (the migration's first use)", async () => {
    const { db } = t.database;
    // As a database migrated from the release before: no configured row yet, the admin's epoch on the
    // settings row, an enrolment under the configured e-mail, and a token signed the way it signed them.
    await db.delete(staffAccounts).where(eq(staffAccounts.configured, true));
    await db.update(clinicSettings).set({ adminSessionEpoch: 3 }).where(eq(clinicSettings.id, 1));
    await db.insert(staffTwoFactor).values({ role: 'admin', subject: t.config.admin.email, secret: 'sealed', confirmedAt: new Date() });
    const oldToken = await createTokenService(t.config.jwtSecret).sign('admin', t.config.admin.email, {
      ...adminCredentialsClaim(t.config),
      sv: '3',
    });
    const res = await as(oldToken).get('/api/admin/two-factor');
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactor).toMatchObject({ enrolled: true });
    // A token of an epoch ended before stays ended.
    const ended = await createTokenService(t.config.jwtSecret).sign('admin', t.config.admin.email, {
      ...adminCredentialsClaim(t.config),
      sv: '2',
    });
    expect((await as(ended).get('/api/admin/two-factor')).statusCode).toBe(401);
  });
});
