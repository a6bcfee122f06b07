import { and, eq, ne } from 'drizzle-orm';
import { appointments } from '../src/db/schema';
import { appointmentRowColumns, slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { freeSlot, patientDetails, publicDoctors } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

const RACERS = 50;

describe.each(DRIVER_DATABASES)('fifty patients racing for one slot on %s, over real sockets', (kind) => {
  let t: TestApp;
  let base: string;
  let tokens: string[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Fifty patients; their accounts are rows like any other, their tokens signed by the api's own service.
    tokens = (await insertPatients(t, RACERS, 'Racer')).map((p) => p.token);
  });
  afterAll(() => t.close());

  async function race(docId: string, slot: { slotDate: string; slotTime: string }) {
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${base}/api/user/book-appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ docId, ...slot, userData: patientDetails }),
        });
        return { status: res.status, body: (await res.json()) as { success: boolean; message: string; appointmentId?: string } };
      }),
    );
    const held = await t.database.db
      .select(appointmentRowColumns)
      .from(appointments)
      .where(
        and(
          eq(appointments.docId, docId),
          eq(slotDateOf(), slot.slotDate),
          eq(slotTimeOf(), slot.slotTime),
          ne(appointments.status, 'cancelled'),
        ),
      );
    return { answers, held };
  }

  test('exactly one booking wins, 49 hear Slot Not Available, one row holds the slot; after a cancel, the same again', async () => {
    const docId = (await publicDoctors(t))[0]!._id;
    const slot = await freeSlot(t, docId);

    for (let round = 0; round < 2; round++) {
      const { answers, held } = await race(docId, slot);
      const won = answers.filter((a) => a.status === 201);
      const lost = answers.filter((a) => a.status === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(RACERS - 1);
      expect(new Set(lost.map((a) => JSON.stringify(a.body)))).toEqual(
        new Set([JSON.stringify({ success: false, message: 'Slot Not Available' })]),
      );
      expect(held).toHaveLength(1);
      expect(held[0]!.id).toBe(won[0]!.body.appointmentId);

      // The winner cancels; the slot is free for the next round.
      const winner = tokens[answers.indexOf(won[0]!)]!;
      const cancel = await fetch(`${base}/api/user/cancel-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: winner },
        body: JSON.stringify({ appointmentId: won[0]!.body.appointmentId }),
      });
      expect(cancel.status).toBe(200);
    }
    // And the server still answers.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
