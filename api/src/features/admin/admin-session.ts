import { eq, sql } from 'drizzle-orm';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/client';
import { clinicSettings } from '../../db/schema';
import { EPOCH_CLAIM, epochOf } from '../accounts';
import type { ExtraClaims } from '../../http/tokens';
import { adminCredentialsClaim } from './credentials';

/**
 * The admin's sessions end like a doctor's (decision 47): the admin is configured, not a row, so the epoch
 * is kept on the clinic's settings row (migration 0019). Every admin request reads it by primary key, a
 * prepared statement, so an ended session is refused on every replica from its next request.
 */
function prepareAdminEpoch(db: Db) {
  return db
    .select({ epoch: clinicSettings.adminSessionEpoch })
    .from(clinicSettings)
    .where(eq(clinicSettings.id, 1))
    .prepare('admin_session_epoch');
}
const statements = new WeakMap<Db, ReturnType<typeof prepareAdminEpoch>>();

export async function adminEpoch(db: Db): Promise<number> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareAdminEpoch(db)));
  const [row] = await statement.execute();
  return row?.epoch ?? 0;
}

/** Whether an admin token's epoch is the current one. */
export const adminSessionIsCurrent = async (db: Db, claims: ExtraClaims) => epochOf(claims) === (await adminEpoch(db));

/** A token for the admin: the credentials' tag and the current epoch. */
export async function adminSignInToken(ctx: Pick<ApiContext, 'db' | 'tokens' | 'config'>): Promise<string> {
  return ctx.tokens.sign('admin', ctx.config.admin.email, {
    ...adminCredentialsClaim(ctx.config),
    [EPOCH_CLAIM]: String(await adminEpoch(ctx.db)),
  });
}

/** Ends every admin session issued so far. Give it the change's transaction. */
export async function endAdminSessions(db: Db): Promise<void> {
  await db
    .update(clinicSettings)
    .set({ adminSessionEpoch: sql`${clinicSettings.adminSessionEpoch} + 1` })
    .where(eq(clinicSettings.id, 1));
}
