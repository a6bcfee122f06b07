import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { UserExport } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { listAll, toAppointment } from '../appointments';
import { findUser, toUserProfile } from '../users';
import { patientsOfAccount } from '../patients';

/**
 * "Download my data" (decision 47, the right of access): the profile and every appointment exactly as the
 * patient's own pages show them, the account's facts, every message the clinic sent or queued to them, and
 * the patient records the account holds (decision 56).
 * Messages made before a message knew its patient (none today, but the outbox allows it) are found by the
 * address they went to.
 */
export async function exportPatientData(db: Db, userId: string): Promise<UserExport> {
  const user = await findUser(db, userId);
  if (!user || user.deletedAt) throw unauthorized(SIGN_IN_AGAIN);
  const [appointments, sent, people] = await Promise.all([
    listAll(db, { userId }),
    db
      .select({
        kind: messages.kind,
        channel: messages.channel,
        recipient: messages.recipient,
        subject: messages.subject,
        body: messages.body,
        state: messages.state,
        createdAt: messages.createdAt,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .where(or(eq(messages.userId, userId), and(isNull(messages.userId), eq(messages.recipient, user.email))))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    patientsOfAccount(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserProfile(user),
    account: {
      createdAt: user.createdAt.toISOString(),
      privacyNoticeVersion: user.privacyVersion,
      privacyNoticeAcceptedAt: user.privacyAcceptedAt?.toISOString() ?? null,
    },
    appointments: appointments.map(toAppointment),
    messages: sent.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    patients: people.map(({ id: _id, ...p }) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      archivedAt: p.archivedAt?.toISOString() ?? null,
    })),
  };
}
