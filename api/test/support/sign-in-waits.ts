import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

/**
 * The sign-in slowdown's waits are seconds of the database's clock since an account's last failure
 * (`sign-in-throttle.ts`). Each try hashes a password, and a busy machine can take longer than a 1-second wait
 * between two requests, so a test that asserts a wait holds it open: the account's failures are dated a
 * minute ahead, which the slowdown reads as no time passed since them. `endWaits` dates them back past the
 * longest wait (15 minutes), as time would, instead of sleeping; the counts themselves are not touched.
 */
export const holdWaits = (t: Pick<TestApp, 'database'>, email: string) =>
  t.database.db.execute(
    sql`update sign_in_tries set last_failed_at = now() + interval '1 minute' where account = ${email.trim().toLowerCase()} and failures > 0`,
  );

export const endWaits = (t: Pick<TestApp, 'database'>, email: string) =>
  t.database.db.execute(
    sql`update sign_in_tries set last_failed_at = now() - interval '20 minutes' where account = ${email.trim().toLowerCase()} and failures > 0`,
  );
