import { and, asc, inArray, isNotNull, lte, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { appointments, doctors, images, users } from '../../db/schema';
import { repeatEvery } from '../../repeat';

/**
 * How long a marked image is left alone. Long enough for anything that read the old photo a moment before
 * it was replaced (a booking copying it into its snapshot) to have committed; short enough that a burst of
 * uploads is gone within minutes.
 */
export const IMAGE_SWEEP_GRACE_MS = 2 * 60_000;
const BATCH = 200;
const MAX_BATCHES_PER_RUN = 50;

/** Something still shows the image: a patient, a doctor (deleted ones too), or an appointment's snapshot of either. */
const inUse = sql`(
  exists (select 1 from ${users} where ${users.imageId} = ${images.id})
  or exists (select 1 from ${doctors} where ${doctors.imageId} = ${images.id})
  or exists (select 1 from ${appointments} where (${appointments.userData}->>'imageId') = ${images.id})
  or exists (select 1 from ${appointments} where (${appointments.docData}->>'imageId') = ${images.id}))`;

/**
 * One batch: the marked images whose mark is older than the grace are locked (skipping any another replica
 * or an upload holds), those nothing shows are deleted, and the rest lose their mark.
 */
async function sweepBatch(db: Db, graceMs: number): Promise<{ deleted: number; kept: number; seen: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: images.id })
      .from(images)
      .where(
        and(isNotNull(images.releasedAt), lte(images.releasedAt, sql`now() - make_interval(secs => ${graceMs / 1000}::double precision)`)),
      )
      .orderBy(asc(images.releasedAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return { deleted: 0, kept: 0, seen: 0 };
    const ids = due.map((row) => row.id);
    const deleted = await tx
      .delete(images)
      .where(and(inArray(images.id, ids), not(inUse)))
      .returning({ id: images.id });
    const kept = await tx.update(images).set({ releasedAt: null }).where(inArray(images.id, ids)).returning({ id: images.id });
    return { deleted: deleted.length, kept: kept.length, seen: due.length };
  });
}

/** Removes the images nothing shows any more; returns how many went and how many stay in use. */
export async function sweepUnusedImages(db: Db, { graceMs = IMAGE_SWEEP_GRACE_MS } = {}): Promise<{ deleted: number; kept: number }> {
  const total = { deleted: 0, kept: 0 };
  for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
    const batch = await sweepBatch(db, graceMs);
    total.deleted += batch.deleted;
    total.kept += batch.kept;
    if (batch.seen < BATCH) break;
  }
  return total;
}

/** Every replica sweeps now and then; what is due is in the database, so a restart loses nothing. */
export function scheduleImageSweep(app: FastifyInstance, db: Db, { everyMs = 60_000, graceMs = IMAGE_SWEEP_GRACE_MS } = {}) {
  repeatEvery(app, everyMs, () => sweepUnusedImages(db, { graceMs }), 'could not sweep unused images; will try again');
}
