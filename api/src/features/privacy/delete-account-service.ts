import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { badRequest, unauthorized } from '../../http/errors';
import { msg } from '../../i18n';
import { checkPassword, hashPassword } from '../../http/passwords';
import { upcomingWindow } from '../appointments';
import { recordAudit } from '../audit';
import { findUser } from '../users';
import { anonymisePatient } from './anonymise-patient';
import { queueAccountDeletedNotice } from './clinic-notice';

export const WRONG_PASSWORD = msg('Your password is not right');
export const ACCOUNT_DELETED = msg('Your account has been deleted');

/**
 * "Delete my account" (decision 47, the right to erasure): with the right password, in one transaction, the
 * patient's future appointments are cancelled, everything that names them is anonymised or deleted, every
 * session ends, the clinic is told (without a name) and the audit log records it. The audit log keeps its
 * earlier rows of this patient: they hold only the account's id and an address, never a name or e-mail.
 */
export async function deletePatientAccount(
  db: Db,
  config: ApiConfig,
  { userId, password, ip }: { userId: string; password: string; ip: string },
): Promise<void> {
  const user = await findUser(db, userId);
  if (!user || user.deletedAt) throw unauthorized(SIGN_IN_AGAIN);
  // A wrong password is the patient's typo, not a failed session: 400, and nothing changes.
  if (!(await checkPassword(user.passwordHash, password))) throw badRequest(WRONG_PASSWORD);
  // Hashed before the transaction, so the patient's row is not held locked while it is worked out.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [locked] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // Deleted, or its password changed, since it was checked: the session that asked is over.
    if (!locked || locked.deletedAt || locked.passwordHash !== user.passwordHash) throw unauthorized(SIGN_IN_AGAIN);
    const cancelled = await anonymisePatient(
      tx,
      { id: userId, email: locked.email },
      {
        window: upcomingWindow(new Date()),
        unusableHash,
      },
    );
    await queueAccountDeletedNotice(tx, config, { userId, cancelled });
    await recordAudit(tx, {
      actorRole: 'patient',
      actorId: userId,
      action: 'account-deleted',
      targetType: 'account',
      targetId: userId,
      ip,
      detail: { futureAppointmentsCancelled: cancelled },
    });
  });
}
