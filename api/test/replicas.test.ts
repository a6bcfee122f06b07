import { Redis } from 'ioredis';
import { signIn } from './support/clinic';
import { login, startTestApp, type TestApp } from './support/harness';

// Two api replicas on one PostgreSQL database and one Redis, as behind the production gateway. Like the
// other server-backed runs this needs TEST_DATABASE_URL and TEST_REDIS_URL (`.ci/run` sets both).
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
(TEST_DATABASE_URL && TEST_REDIS_URL ? describe : describe.skip)('a change through one replica, read through another', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres', { REDIS_URL: TEST_REDIS_URL! });
    b = await startTestApp('pglite', { DATABASE_URL: a.config.databaseUrl!, REDIS_URL: TEST_REDIS_URL! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  type Listed = { _id: string; available: boolean };
  const listThrough = async (t: TestApp) => (await t.inject('/api/doctor/list')).json().doctors as Listed[];

  test('the doctor list the other replica serves shows the change at once, not a second later', async () => {
    const aToken = await signIn(a, 'admin');
    // B now holds the list in its cache, stamped when this read began: kept until at least `cachedFrom` + 1 s.
    const cachedFrom = Date.now();
    const doctor = (await listThrough(b)).find((d) => d.available)!;
    // B keeps the doctor's free slots too, dropped by the same news.
    const slotsThroughB = async () =>
      (await b.inject(`/api/doctor/slots/${doctor._id}`)).json().days as { times: string[]; reason?: string }[];
    expect((await slotsThroughB()).some((day) => day.times.length > 0)).toBe(true);
    // The change goes through A.
    const change = await a.inject({
      method: 'POST',
      url: '/api/admin/change-availability',
      headers: { atoken: aToken },
      payload: { docId: doctor._id, cancelAffected: false },
    });
    expect(change.json()).toMatchObject({ success: true });
    let seen: Listed | undefined;
    // Seen before B's entry could have expired, the change can only have come through Redis's news. The bound
    // counts from when B's entry was stamped, however long A's change took on a busy machine.
    while (Date.now() - cachedFrom < 900) {
      seen = (await listThrough(b)).find((d) => d._id === doctor._id);
      if (seen && !seen.available) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(Date.now() - cachedFrom).toBeLessThan(900);
    expect(seen?.available).toBe(false);
    expect((await slotsThroughB()).every((day) => day.times.length === 0 && day.reason === 'away')).toBe(true);
  });

  test('signing in leaves the other replicas’ lists alone; a change to a doctor reaches them', async () => {
    const listener = new Redis(TEST_REDIS_URL!);
    const heard: string[] = [];
    listener.on('message', (_channel, message) => heard.push(message));
    await listener.subscribe('clinic:doctor-list-changed');
    try {
      const aToken = await signIn(a, 'admin');
      await login(a, '/api/user/login', 'patient@sunrisehearing.in', 'Patient@12345');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toEqual([]);
      const doctor = (await listThrough(a))[0]!;
      await a.inject({
        method: 'POST',
        url: '/api/admin/change-availability',
        headers: { atoken: aToken },
        payload: { docId: doctor._id, cancelAffected: false },
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard.length).toBeGreaterThan(0);
    } finally {
      listener.disconnect();
    }
  });
});
