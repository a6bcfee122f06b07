import { and, eq, inArray, ne } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { appointments, doctors } from '../src/db/schema';
import { patientDetails, signIn } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

// Deleting a doctor cancels their active appointments in the same transaction. A booking that read the
// doctor before the delete and wrote after its cancel-all would stay active for a doctor who is gone
// (issue 17: 425 such appointments in 15 trials of 40 bookings against one delete, one of them paid).
const TRIALS = 15;
const BOOKINGS = 40;

describe.each(DRIVER_DATABASES)('deleting a doctor while patients book them on %s, over real sockets', (kind) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let tokens: string[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t, 'admin');
    // One patient per booking, so neither the per-patient cap nor the per-account limit has a say.
    tokens = (await insertPatients(t, BOOKINGS, 'Delete Racer')).map((p) => p.token);
  });
  afterAll(() => t.close());

  const addDoctor = async (n: number) => {
    const [row] = await t.database.db
      .insert(doctors)
      .values({
        name: `Dr. Doomed ${n}`,
        email: `doomed${n}@example.in`,
        passwordHash: 'unused',
        speciality: 'Audiologist',
        degree: 'MASLP',
        experience: '3 Year',
        fees: 500,
      })
      .returning({ id: doctors.id });
    return row!.id;
  };
  const post = (url: string, headers: Record<string, string>, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { success: boolean; message: string },
    }));

  test(`${TRIALS} trials of ${BOOKINGS} bookings against one delete: no active appointment is left with a deleted doctor`, async () => {
    const slots = buildSlotDays(new Date(), t.config.clinicTz)
      .slice(1)
      .flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.slotDate, slotTime })))
      .slice(0, BOOKINGS);
    const docIds: string[] = [];
    let booked = 0;
    const answered: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const docId = await addDoctor(trial);
      docIds.push(docId);
      const book = (i: number) =>
        post('/api/user/book-appointment', { token: tokens[i]! }, { docId, ...slots[i]!, userData: patientDetails });
      // The delete goes out among the bookings, after a different number of them each trial (none, some,
      // all), without waiting for any: it meets them queued, in a batch being written, and after.
      const before = Math.round((trial * BOOKINGS) / (TRIALS - 1));
      const bookings = tokens.slice(0, before).map((_, i) => book(i));
      const deleting = post('/api/admin/delete-doctor', { atoken: admin }, { docId, cancelAffected: true });
      bookings.push(...tokens.slice(before).map((_, i) => book(before + i)));
      const [deleted, answers] = await Promise.all([deleting, Promise.all(bookings)]);
      expect(deleted.status).toBe(200);
      answered.push(...answers.map((a) => `${a.status} ${a.body.message}`));
      booked += answers.filter((a) => a.status === 201).length;
    }
    const stranded = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(inArray(appointments.docId, docIds), ne(appointments.status, 'cancelled')));
    // For the report: how many bookings got in before their doctor's delete (every one of them now cancelled).
    console.log(`${kind}: ${booked} of ${TRIALS * BOOKINGS} bookings went in before the delete; ${stranded.length} left active`);
    expect(stranded.length).toBe(0);
    // Each booking either went in before the delete (and was cancelled by it) or was refused after it.
    expect(new Set(answered)).toEqual(new Set(['201 Appointment Booked', '404 Doctor not found'].filter((a) => answered.includes(a))));
    // And every deleted doctor is gone from the list.
    const gone = await t.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(inArray(doctors.id, docIds), eq(doctors.available, true)));
    expect(gone).toEqual([]);
    // 600 bookings over real sockets: more than jest's default 30 s on PGlite beside the other stages.
  }, 120_000);
});
