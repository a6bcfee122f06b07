import { buildApi, call, cleanUp, killAllApis, startApi, type ApiProcess } from './support/api-process';
import { appointmentRows, bookingBody, brokenRows, freeTargets, signUpPatients, type Patient, type Target } from './support/clinic-load';
import { restartableDatabase, type RestartableDatabase } from '../support/restartable-database';

const PATIENTS = 30;
const PICKS_PER_PATIENT = 40;
/** The kill lands once this many bookings were acknowledged, with every patient's next request in flight. */
const KILL_AFTER_ACKS = 60;

interface Ack {
  id: string;
  patient: Patient;
  target: Target;
  name: string;
  cancel?: 'sent' | 'acked';
}

/**
 * Each patient books from a random list drawn from one shared pool (so some slots are fought over) and
 * cancels every third booking, until the connection dies. Only what the api acknowledged is recorded.
 */
async function bookUntilKilled(api: ApiProcess, patients: Patient[], pool: Target[]) {
  const acks: Ack[] = [];
  const answers = new Map<number, number>();
  let dead = false;
  let cutOff = 0;
  let killed: Promise<void> | undefined;
  const post = async (path: string, token: string, body: object) => {
    // A socket dies at once with the process; the wait is only for answers slowed by a crowded machine.
    const res = await call(`${api.url}${path}`, { headers: { token }, body }, 60_000);
    answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
    return res;
  };
  await Promise.all(
    patients.map(async (patient, p) => {
      for (let i = 0; i < PICKS_PER_PATIENT && !dead; i++) {
        const target = pool[Math.floor(Math.random() * pool.length)]!;
        const name = `patient ${p} pick ${i}`;
        try {
          const res = await post('/api/user/book-appointment', patient.token, bookingBody(target, name));
          if (res.status !== 201) continue;
          const ack: Ack = { id: res.body.appointmentId as string, patient, target, name };
          acks.push(ack);
          if (acks.length >= KILL_AFTER_ACKS) killed ??= api.kill('SIGKILL');
          if (i % 3 === 0) {
            ack.cancel = 'sent';
            if ((await post('/api/user/cancel-appointment', patient.token, { appointmentId: ack.id })).status === 200) ack.cancel = 'acked';
          }
        } catch {
          // The socket died with the process: this patient stops, and so does everyone's next pick.
          dead = true;
          cutOff++;
        }
      }
    }),
  );
  await (killed ?? api.kill('SIGKILL'));
  return { acks, answers, cutOff };
}

describe.each(['postgres', 'pglite'] as const)('SIGKILL mid-load on %s, then a restart on the same database', (kind) => {
  let bundle: Awaited<ReturnType<typeof buildApi>> | undefined;
  let database: RestartableDatabase | undefined;
  beforeAll(async () => {
    bundle = await buildApi();
    database = await restartableDatabase(kind, 'clinic_reliability_kill');
  });
  afterAll(() =>
    cleanUp(
      killAllApis,
      () => database?.drop(),
      () => bundle?.remove(),
    ),
  );

  test('every acknowledged booking survives, no row is half-written, no slot is held twice, and booking works again', async () => {
    // 30 patients pick 40 slots each as fast as they can: the per-patient cap and per-account limit (their
    // own suites) would refuse most of that load, and the booking after the restart.
    const env = {
      ...database!.env,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000000',
      MAX_ACTIVE_BOOKINGS_PER_PATIENT: '1000000',
      ACCOUNT_RATE_LIMIT: '1000000',
    };
    let first = await startApi(bundle!.bundle, env);
    const patients = await signUpPatients(first.url, PATIENTS, kind);
    const randomPool = async (api: ApiProcess) => (await freeTargets(api.url)).sort(() => Math.random() - 0.5).slice(0, 80);
    let { acks, answers, cutOff } = await bookUntilKilled(first, patients, await randomPool(first));
    if (kind === 'pglite' && first.child.signalCode === 'SIGSEGV') {
      // V8 can fault in PGlite's WebAssembly on a crowded machine (nodejs/node#64500, electric-sql/pglite#1053:
      // a Node bug, reproduced with PGlite alone). That death was not the kill under test: once more, on the
      // same database, which that crash has just left as abruptly as a SIGKILL would.
      console.warn('kill-restart: the PGlite api died of SIGSEGV (nodejs/node#64500) before the kill; running the load again');
      first = await startApi(bundle!.bundle, env);
      ({ acks, answers, cutOff } = await bookUntilKilled(first, patients, await randomPool(first)));
    }
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // The kill landed mid-load: requests were on the wire when the process died.
    expect(cutOff).toBeGreaterThan(0);
    // Refusals were only the expected ones: the slot was taken, or the patient already had that time.
    expect([...answers.keys()].filter((s) => ![200, 201, 409].includes(s))).toEqual([]);

    const second = await startApi(bundle!.bundle, env);
    expect(second.pid).not.toBe(first.pid);
    // A free slot at a time this patient does not already hold with another doctor (decision 8 would refuse it).
    const held = await call(`${second.url}/api/user/appointments`, { headers: { token: patients[0]!.token } });
    const busy = new Set(
      (held.body.appointments as { slotDate: string; slotTime: string; cancelled: boolean }[])
        .filter((a) => !a.cancelled)
        .map((a) => `${a.slotDate} ${a.slotTime}`),
    );
    const target = (await freeTargets(second.url)).find((t) => !busy.has(`${t.slotDate} ${t.slotTime}`));
    const again = await call(`${second.url}/api/user/book-appointment`, {
      headers: { token: patients[0]!.token },
      body: bookingBody(target!, 'after restart'),
    });
    expect(again.status).toBe(201);
    const mine = await call(`${second.url}/api/user/appointments`, { headers: { token: patients[0]!.token } });
    expect((mine.body.appointments as { _id: string }[]).map((a) => a._id)).toContain(again.body.appointmentId);
    // PGlite's folder belongs to one process at a time: the api stops before the test reads it.
    await second.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = await database!.open();
    try {
      const rows = new Map((await appointmentRows(db.db)).map((r) => [r.id, r]));
      for (const ack of acks) {
        const row = rows.get(ack.id);
        expect(row).toMatchObject({
          id: ack.id,
          user_id: ack.patient.id,
          doc_id: ack.target.docId,
          slot_date: ack.target.slotDate,
          slot_time: ack.target.slotTime,
          name: ack.name,
        });
        // An acknowledged cancel holds; a booking never cancelled stays active (a cancel cut off may have landed).
        if (ack.cancel === 'acked') expect([ack.id, row!.status]).toEqual([ack.id, 'cancelled']);
        if (!ack.cancel) expect([ack.id, row!.status]).toEqual([ack.id, 'active']);
      }
      expect(await brokenRows(db.db)).toEqual({ incomplete: [], doubleSlots: [], doublePatients: [] });
    } finally {
      await db.close();
    }
    process.stdout.write(
      `kill-restart ${kind}: ${acks.length} bookings acknowledged before SIGKILL (${acks.filter((a) => a.cancel === 'acked').length} cancels), ${cutOff} cut off, answers ${JSON.stringify(Object.fromEntries(answers))}, all present after restart\n`,
    );
  }, 120_000);
});
