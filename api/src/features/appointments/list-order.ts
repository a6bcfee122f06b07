import { asc, desc, type SQLWrapper } from 'drizzle-orm';

/** The columns a list is ordered by, of the table or of a subquery over it. */
interface Ordered {
  id: SQLWrapper;
  bookedAt: SQLWrapper;
  startsAt: SQLWrapper;
}

/** The staff lists' order (decisions 21, 41): newest first; a day's list as the day runs, by start. Ties by id. */
export const listOrder = (t: Ordered, byTime = false) => (byTime ? [asc(t.startsAt), asc(t.id)] : [desc(t.bookedAt), desc(t.id)]);
