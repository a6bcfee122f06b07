import { ACCOUNT_ROLE_CLAIM } from '@clinic/shared/permissions';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/client';
import { EPOCH_CLAIM } from '../accounts';
import { configuredOwner, endStaffSessions, type StaffRow } from '../staff';
import { adminCredentialsClaim } from './credentials';

/**
 * A token of the admin sign-in (decision 55): the configured owner's names the configured e-mail with the
 * credentials' tag, as before staff accounts, so an admin signed in then stays signed in; an added
 * member of staff's names their id. Both carry the account's session epoch (decision 47).
 */
export async function adminSignInToken(ctx: Pick<ApiContext, 'db' | 'tokens' | 'config'>, staff?: StaffRow): Promise<string> {
  const account = staff ?? (await configuredOwner(ctx.db));
  const subject = account.configured ? ctx.config.admin.email : account.id;
  return ctx.tokens.sign('admin', subject, {
    ...(account.configured ? adminCredentialsClaim(ctx.config) : {}),
    [EPOCH_CLAIM]: String(account.sessionEpoch),
    // For the panel to show what the role may open (the Staff page); the api reads the role from the row.
    [ACCOUNT_ROLE_CLAIM]: account.role,
  });
}

/** Ends every session of the account issued so far. Give it the change's transaction. */
export async function endAdminSessions(db: Db, staff: Pick<StaffRow, 'id'>): Promise<void> {
  await endStaffSessions(db, staff.id);
}
