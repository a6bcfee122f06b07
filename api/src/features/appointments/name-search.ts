import type { SQL } from 'drizzle-orm';
import type { AppointmentStatus, StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments as a } from '../../db/schema';
import { listOrder } from './list-order';

/** A name search with at most this many matches is counted and paged from them; one with more, by the database. */
const FEW_MATCHES = 2000;

export interface SearchPage {
  status?: AppointmentStatus;
  /** A day's list reads by start; any other newest first. */
  byTime: boolean;
  limit: number;
  offset: number;
}

/**
 * A name search's page (its ids, in order) and its per-status counts, from its matches read once; nothing
 * when it matches too many to read (the caller then counts them, and reads the page newest first, which
 * finds its rows early).
 *
 * Asked for as a plain page, the planner takes a name's matches to be spread through the clinic's history
 * and reads the history newest first to find twenty of them: at a million appointments a doctor's search
 * for one patient read 680,000 rows (p95 185 ms, measured), and the count read the matches a second time.
 * A name's matches are few: here they are read once by the name's trigram index (with the doctor's), at
 * most FEW_MATCHES + 1 of them, sorted as the list is, and counted and paged in the api.
 */
export async function fewMatchesPage(
  db: Db,
  where: SQL | undefined,
  page: SearchPage,
): Promise<{ ids: string[]; counts: StatusCounts } | undefined> {
  // The cap first (no order: the trigram index finds them in any), then the list's own order over the few.
  const capped = db
    .select({ id: a.id, bookedAt: a.bookedAt, startsAt: a.startsAt, status: a.status })
    .from(a)
    .where(where)
    .limit(FEW_MATCHES + 1)
    .as('capped');
  const matches = await db
    .select({ id: capped.id, status: capped.status })
    .from(capped)
    .orderBy(...listOrder(capped, page.byTime));
  if (matches.length > FEW_MATCHES) return undefined;
  const counts: StatusCounts = { all: matches.length, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
  for (const m of matches) counts[m.status]++;
  const ids = matches
    .filter((m) => !page.status || m.status === page.status)
    .slice(page.offset, page.offset + page.limit)
    .map((m) => m.id);
  return { ids, counts };
}
