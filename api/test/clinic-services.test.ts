import { desc, eq } from 'drizzle-orm';
import { SERVICE_IDS, type ClinicService } from '@clinic/shared/contract';
import { auditLog } from '../src/db/schema';
import { signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Decision 57: the clinic's services are data, each with a length and a fee; everyone may read them, the
// admin sets them, and the audit log records each change.

describe.each(DATABASES)('the clinic’s services, on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const list = async (): Promise<ClinicService[]> => {
    const res = await t.inject({ url: '/api/clinic/services' });
    expect(res.statusCode).toBe(200);
    return res.json().services;
  };
  const byId = async (id: string) => (await list()).find((s) => s.id === id);
  const update = (payload: unknown, token = c.admin) =>
    t.inject({ method: 'POST', url: '/api/admin/update-service', headers: { atoken: token }, payload: payload as never });

  it('lists the fifteen services in the clinic’s order, each with its length and fee, to anyone', async () => {
    const services = await list();
    expect(services.map((s) => s.id)).toEqual([...SERVICE_IDS]);
    expect(services.every((s) => s.active)).toBe(true);
    expect(services.find((s) => s.id === 'hearing-assessment')).toMatchObject({ durationMinutes: 45, fee: 800 });
    expect(services.find((s) => s.id === 'hearing-aid-fitting')).toMatchObject({ durationMinutes: 90, fee: 1500 });
    expect(services.find((s) => s.id === 'speech-therapy')).toMatchObject({ durationMinutes: 45, fee: 1000 });
  });

  it('lets the admin change a service’s length and fee, which the list then answers, and records it', async () => {
    const res = await update({ serviceId: 'tinnitus', durationMinutes: 75, fee: 1350 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Service saved' });
    expect(await byId('tinnitus')).toEqual({ id: 'tinnitus', durationMinutes: 75, fee: 1350, active: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'service-updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorRole: 'admin',
      targetType: 'service',
      targetId: 'tinnitus',
      detail: { durationMinutes: 75, fee: 1350 },
    });
  });

  it('answers the change in the admin’s language', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/update-service',
      headers: { atoken: c.admin, 'accept-language': 'hi' },
      payload: { serviceId: 'tinnitus', durationMinutes: 60, fee: 1200 },
    });
    expect(res.json()).toEqual({ success: true, message: 'सेवा सेव हो गई' });
  });

  it.each([
    [{ serviceId: 'surgery', durationMinutes: 45, fee: 800 }, 'Unknown service'],
    [{ serviceId: 'tympanometry', durationMinutes: 10, fee: 400 }, 'A visit lasts at least 15 minutes'],
    [{ serviceId: 'tympanometry', durationMinutes: 300, fee: 400 }, 'A visit lasts at most 4 hours'],
    [{ serviceId: 'tympanometry', durationMinutes: 32, fee: 400 }, 'Duration must be in steps of 5 minutes'],
    [{ serviceId: 'tympanometry', durationMinutes: 30.5, fee: 400 }, 'Duration must be a whole number of minutes'],
    [{ serviceId: 'tympanometry', durationMinutes: '30', fee: 400 }, 'Duration must be a number of minutes'],
    [{ serviceId: 'tympanometry', fee: 400 }, 'Duration is required'],
    [{ serviceId: 'tympanometry', durationMinutes: 30, fee: -1 }, 'Fees cannot be negative'],
  ])('refuses %j with a 400 that says why, and changes nothing', async (payload, message) => {
    const before = await byId('tympanometry');
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await byId('tympanometry')).toEqual(before);
  });

  it('refuses a doctor, a patient and nobody; the admin’s call alone changes a service', async () => {
    for (const headers of [{ dtoken: c.ananya }, { token: c.asha }, {}]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/update-service',
        headers,
        payload: { serviceId: 'ear-moulds', durationMinutes: 60, fee: 1 },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await byId('ear-moulds')).toMatchObject({ durationMinutes: 30, fee: 500 });
  });
});
