import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { onCommittedEvents, type CommittedEvent } from './features/appointments/events/after-commit';
import { paymentsOf } from './features/payments/payments';

type EventType = CommittedEvent['type'];

interface Subscriber {
  /** For the log, when it fails. */
  name: string;
  on: readonly EventType[];
  run: () => Promise<void> | void;
}

/**
 * What happens after a change commits (decision 54), in one place: each subscriber with the events it is
 * woken by. The audit log hears of staff's appointment changes as its own subscriber, whose failure fails
 * the answer (`audit/appointment-changes.ts`); the messages are queued inside the change's transaction, by a
 * trigger on the recorded event itself (migration 0034), and the counts by triggers on the row.
 */
export function committedEventSubscribers(
  ctx: ApiContext,
  app: FastifyInstance,
  announcePublicAnswersChange: () => Promise<void>,
): Subscriber[] {
  const { sweeper } = paymentsOf(ctx, app.log);
  return [
    // A cancelled paid appointment's refund is marked in its own statement (migration 0016); the sweep
    // returns it now rather than at its next round, and expires the open checkouts of whatever was cancelled.
    // Not awaited: the answer does not wait for the provider.
    { name: 'checkout sweep', on: ['cancelled'], run: () => void sweeper.sweep() },
    // What the doctor list and the free slots show: doctors, the calendar and the times held. Dropped on every
    // replica before the answer leaves.
    {
      name: 'public answers',
      on: ['booked', 'moved', 'cancelled', 'doctorChanged', 'calendarChanged'],
      run: async () => {
        ctx.publicAnswers.invalidate();
        await announcePublicAnswersChange();
      },
    },
  ];
}

/** Subscribes them to the api's database for as long as the api runs. */
export function subscribeToCommittedEvents(ctx: ApiContext, app: FastifyInstance, announcePublicAnswersChange: () => Promise<void>) {
  const subscribers = committedEventSubscribers(ctx, app, announcePublicAnswersChange);
  const unsubscribe = onCommittedEvents(ctx.db, async (events) => {
    const woken = subscribers.filter((s) => events.some((e) => s.on.includes(e.type)));
    await Promise.all(
      woken.map(async (s) => {
        try {
          await s.run();
        } catch (error) {
          // The change is committed: a subscriber's failure is logged, not the change's answer.
          app.log.error({ err: error }, `${s.name} failed after a change; its periodic round will catch up`);
        }
      }),
    );
  });
  app.addHook('onClose', async () => unsubscribe());
}
