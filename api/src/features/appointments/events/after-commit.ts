import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../../db/client';
import type { AppointmentEvent } from './appointment-event';

/**
 * A doctor's row changed in what the public list shows (added, edited, made unavailable, deleted): not an
 * appointment's event and not kept (the row is the record), but told to the same subscribers after commit.
 */
export interface DoctorChanged {
  type: 'doctorChanged';
  docId: string;
}

/**
 * The clinic's calendar changed (hours, policy, closures, a doctor's week or leave: decision 44), whether or
 * not it cancelled anything: what the free slots show. Not kept: `schedule_version` and the calendar's rows
 * are the record.
 */
export interface CalendarChanged {
  type: 'calendarChanged';
}

/** What the subscribers are told once the change that recorded it has committed. */
export type CommittedEvent = AppointmentEvent | DoctorChanged | CalendarChanged;

export type Deliver = (events: readonly CommittedEvent[]) => Promise<void> | void;

/** The events recorded inside the transaction now running (in this async context), told once it commits. */
interface Unit {
  events: CommittedEvent[];
  /** False once the transaction ended: work it started later (a timer) no longer waits for it. */
  open: boolean;
}
const openUnits = new AsyncLocalStorage<Unit>();
const deliverers = new WeakMap<object, Set<Deliver>>();

async function deliver(db: object, events: readonly CommittedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await Promise.all([...(deliverers.get(db) ?? [])].map((d) => d(events)));
}

/**
 * Tells the subscribers of `db` about `events` once they are committed: at once when they were written
 * outside any transaction (one statement commits itself), else when the outermost transaction they were
 * written in commits; never when it rolls back. Awaited by the change, so its caller's answer leaves after
 * the subscribers (the doctor list dropped on every replica) have done what they wait for.
 */
export async function afterCommit(db: object, events: readonly CommittedEvent[]): Promise<void> {
  const unit = openUnits.getStore();
  if (unit?.open) unit.events.push(...events);
  else await deliver(db, events);
}

/**
 * Every transaction of `db` becomes a unit whose recorded events are delivered after its commit. Wrapping
 * the database's own `transaction` (rather than asking each service to) means a service that opens one
 * cannot forget to: nested transactions are savepoints of the outer one, whose commit is the one that counts.
 */
function deliverOnCommit(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    if (openUnits.getStore()?.open) return transaction(run, config);
    const unit: Unit = { events: [], open: true };
    try {
      const result = await openUnits.run(unit, () => transaction(run, config));
      unit.open = false;
      await deliver(db, unit.events);
      return result;
    } finally {
      unit.open = false;
    }
  }) as Db['transaction'];
}

/** Tells the subscribers, once committed, that a doctor's row changed in what the public list shows. */
export const doctorChanged = (db: object, docId: string) => afterCommit(db, [{ type: 'doctorChanged', docId }]);
export const calendarChanged = (db: object) => afterCommit(db, [{ type: 'calendarChanged' }]);

/** Subscribes `subscriber` to the committed events of `db`; returns the way to unsubscribe (the api's close). */
export function onCommittedEvents(db: Db, subscriber: Deliver): () => void {
  let subscribers = deliverers.get(db);
  if (!subscribers) {
    deliverers.set(db, (subscribers = new Set()));
    deliverOnCommit(db);
  }
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
