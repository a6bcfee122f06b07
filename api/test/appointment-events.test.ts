// Decision 54: the change records its event with it, and subscribers hear of it once it has committed,
// never when it rolled back.
import { asc, eq } from 'drizzle-orm';
import { slotStart } from '@clinic/shared/booking';
import { appointmentEvents, appointments } from '../src/db/schema';
import { cancelWhere } from '../src/features/appointments/cancellation';
import { onCommittedEvents, type CommittedEvent } from '../src/features/appointments/events/after-commit';
import { insertAppointments, insertDoctors } from './support/calendar';
import { book, freeSlot, post, registerPatient, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';

describe.each(DRIVER_DATABASES)('appointment events, on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  /** What subscribers are told while `run` runs, each delivery with whether the appointment was cancelled for all to see. */
  async function told(id: string, run: () => Promise<unknown>) {
    const deliveries: { types: string[]; cancelledThen: boolean | undefined }[] = [];
    const stop = onCommittedEvents(t.database.db, async (events: readonly CommittedEvent[]) => {
      const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
      deliveries.push({ types: events.map((e) => e.type), cancelledThen: row && row.status === 'cancelled' });
    });
    try {
      await run().catch(() => undefined);
    } finally {
      stop();
    }
    return deliveries;
  }
  const history = (id: string) =>
    t.database.db
      .select({ type: appointmentEvents.type, actorRole: appointmentEvents.actorRole, detail: appointmentEvents.detail })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id))
      .orderBy(asc(appointmentEvents.id));

  test('a cancel inside a transaction that rolls back records nothing and tells nobody', async () => {
    const patient = await registerPatient(t);
    const [docId] = (await insertDoctors(t, 1)).map((d) => d.id);
    const [id] = await insertAppointments(t, [[patient.id, docId!, 2, '10:00']]);
    const deliveries = await told(id!, () =>
      t.database.db.transaction(async (tx) => {
        await cancelWhere(tx, eq(appointments.id, id!), { by: 'clinic' });
        throw new Error('something later in the change failed');
      }),
    );
    expect(deliveries).toEqual([]);
    expect(await history(id!)).toEqual([]);
  });

  test('a cancel in a nested transaction is told once, after the outer one commits', async () => {
    const patient = await registerPatient(t);
    const [docId] = (await insertDoctors(t, 1)).map((d) => d.id);
    const [id] = await insertAppointments(t, [[patient.id, docId!, 2, '10:00']]);
    const deliveries = await told(id!, () =>
      t.database.db.transaction((outer) =>
        outer.transaction((inner) => cancelWhere(inner, eq(appointments.id, id!), { by: 'clinic', reason: 'Closed' })),
      ),
    );
    expect(deliveries).toEqual([{ types: ['cancelled'], cancelledThen: true }]);
    expect(await history(id!)).toEqual([{ type: 'cancelled', actorRole: 'clinic', detail: { reason: 'Closed' } }]);
  });

  test("an appointment's history: booked by the patient, moved by them, kept by the clinic", async () => {
    const atInstant = (s: { slotDate: string; slotTime: string }) => ({
      ...s,
      startsAt: slotStart(s.slotDate, s.slotTime, t.config.clinicTz).toISOString(),
    });
    const patient = await registerPatient(t);
    const slot = await freeSlot(t, c.ananyaId, 7);
    const booked = await book(t, patient.token, c.ananyaId, slot);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().appointmentId as string;
    const to = await freeSlot(t, c.ananyaId, 8);
    expect((await post(t, '/api/user/reschedule-appointment', 'token', patient.token, { appointmentId: id, ...to })).statusCode).toBe(200);
    expect((await post(t, '/api/admin/keep-appointment', 'atoken', c.admin, { appointmentId: id })).statusCode).toBe(200);
    expect(await history(id)).toEqual([
      { type: 'booked', actorRole: 'patient', detail: {} },
      { type: 'moved', actorRole: 'patient', detail: { from: atInstant(slot), to: atInstant(to) } },
      { type: 'kept', actorRole: 'clinic', detail: {} },
    ]);
  });
});
