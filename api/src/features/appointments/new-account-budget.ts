import { eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { newAccountBookings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import { repeatEvery } from '../../repeat';

/**
 * Throwaway accounts cannot empty the calendar (decision 34): bookings by accounts under a day old share a
 * clinic-wide budget per clock hour (NEW_ACCOUNT_BOOKINGS_PER_HOUR). One is taken before the booking is
 * written, in one statement (so a burst on any number of replicas takes no more than the budget), and given
 * back when the booking is not written; a booking the budget turns away is counted for the admin's dashboard.
 * The spec's journey, sign up and book at once, is untouched while the clinic is not being flooded.
 */
export const NEW_ACCOUNTS_BUSY = msg(
  'Many new accounts have booked online this hour, so bookings from accounts opened today are paused until the next hour. Please try again then, or call the clinic to book.',
);

const thisHour = sql`date_trunc('hour', now())`;

/** Takes one of this hour's bookings for a new account, or throws the 429 (the refusal counted) when none is left. */
async function takeNewAccountBooking(db: Db, perHour: number): Promise<Date> {
  const [taken] = await db
    .insert(newAccountBookings)
    .values({ hour: thisHour, used: 1 })
    .onConflictDoUpdate({
      target: newAccountBookings.hour,
      set: { used: sql`${newAccountBookings.used} + 1` },
      setWhere: lt(newAccountBookings.used, perHour),
    })
    .returning({ hour: newAccountBookings.hour });
  if (taken) return taken.hour;
  await db
    .update(newAccountBookings)
    .set({ refused: sql`${newAccountBookings.refused} + 1` })
    .where(eq(newAccountBookings.hour, thisHour));
  throw new HttpError(429, NEW_ACCOUNTS_BUSY);
}

/** Gives back what `takeNewAccountBooking` took for a booking that was not written. */
async function giveBackNewAccountBooking(db: Db, hour: Date): Promise<void> {
  await db
    .update(newAccountBookings)
    .set({ used: sql`greatest(${newAccountBookings.used} - 1, 0)` })
    .where(eq(newAccountBookings.hour, hour));
}

/**
 * Writes a booking (`book`) within the budget when the account is new (`perHour` 0: no budget); an
 * established account's booking goes straight through, with no query of its own.
 */
export async function bookWithinNewAccountBudget<T>(
  db: Db,
  perHour: number,
  accountIsNew: boolean,
  log: FastifyBaseLogger,
  book: () => Promise<T>,
): Promise<T> {
  if (perHour === 0 || !accountIsNew) return book();
  const hour = await takeNewAccountBooking(db, perHour);
  try {
    return await book();
  } catch (error) {
    // Not given back, the hour's budget is one smaller than it should be: said, not thrown over the booking's own answer.
    await giveBackNewAccountBooking(db, hour).catch((giveBackError: unknown) =>
      log.warn({ err: giveBackError }, 'could not give back a new account’s booking budget'),
    );
    throw error;
  }
}

/** For the admin's dashboard: the budget, what this hour used, and what this hour and the one before refused. */
export async function newAccountBookingsLately(db: Db, perHour: number) {
  const [row] = await db
    .select({
      thisHour: sql<number>`coalesce(sum(${newAccountBookings.used}) filter (where ${newAccountBookings.hour} = ${thisHour}), 0)::int`,
      refused: sql<number>`coalesce(sum(${newAccountBookings.refused}), 0)::int`,
    })
    .from(newAccountBookings)
    .where(gte(newAccountBookings.hour, sql`${thisHour} - interval '1 hour'`));
  return { perHour, thisHour: Number(row?.thisHour ?? 0), refused: Number(row?.refused ?? 0) };
}

/** Every replica lets go of the hours older than two days, hourly. */
export function scheduleNewAccountBudgetPrune(app: FastifyInstance, db: Db, everyMs = 60 * 60_000) {
  repeatEvery(
    app,
    everyMs,
    async () => {
      await db.delete(newAccountBookings).where(lt(newAccountBookings.hour, sql`now() - interval '2 days'`));
    },
    'could not prune the new accounts’ booking counts; will try again',
  );
}
