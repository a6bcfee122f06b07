import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Locks the appointments table in a transaction of its own until the returned function lets go: bookings
 * sent meanwhile queue up behind it, so a test knows they are gathered into one batch.
 */
export async function holdAppointmentsTable(db: Db): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`lock table appointments in exclusive mode`);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await holder;
  };
}
