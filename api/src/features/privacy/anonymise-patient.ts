import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { DELETED_PATIENT_NAME } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { endAllSessions } from '../accounts';
import { appointments, contactMessages, images, messages, passwordResets, signInFailures, signInTries, users } from '../../db/schema';
import { cancelWhere, upcomingCondition, type UpcomingWindow } from '../appointments';
import { anonymiseSelfPatient } from '../patients';

export { DELETED_PATIENT_NAME };
/** Unique (the users_email index) and never deliverable: `.invalid` is reserved (RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@invalid`;

/** What a snapshot of a deleted patient keeps: nothing that says who they were. */
const anonymousSnapshot = sql`jsonb_build_object('name', ${DELETED_PATIENT_NAME}::text, 'imageId', null, 'age', null, 'email', '', 'phone', '', 'message', '')`;

/**
 * The erasure itself, inside the caller's transaction with the patient's row locked (so a booking of
 * theirs in flight commits before and is cancelled too, or waits and finds the account gone).
 *
 * The row stays (appointments and the doctors' totals reference it) but keeps nothing personal, nor does
 * the patient record it holds (decision 56), archived with it. The patient's future appointments are
 * cancelled as the patient's own cancel would be, so the message
 * engine's trigger tells each doctor, reading the snapshot after it is anonymised ("Deleted patient").
 * Messages about the patient's appointments go too (the doctors' copies name the patient); a doctor's
 * evening agenda already sent stays in that doctor's mailbox, as any letter would.
 * `unusableHash` is the hash of a password nobody knows. Returns how many future appointments were cancelled.
 */
export async function anonymisePatient(
  tx: Db,
  user: { id: string; email: string },
  { window, unusableHash }: { window: UpcomingWindow; unusableHash: string },
): Promise<number> {
  const cancelled = await cancelWhere(tx, and(eq(appointments.userId, user.id), upcomingCondition(window)), { by: 'patient', id: user.id });

  // The pictures the account and its snapshots showed are marked for the image sweep, which deletes each
  // one nothing else shows (another patient may have uploaded the very same bytes) after its grace period.
  const snapshotImages = await tx
    .selectDistinct({ id: sql<string>`${appointments.userData}->>'imageId'` })
    .from(appointments)
    .where(and(eq(appointments.userId, user.id), isNotNull(sql`${appointments.userData}->>'imageId'`)));
  const imageIds = snapshotImages.map((r) => r.id);
  if (imageIds.length)
    await tx
      .update(images)
      .set({ releasedAt: sql`now()` })
      .where(inArray(images.id, imageIds));

  await tx.update(appointments).set({ userData: anonymousSnapshot }).where(eq(appointments.userId, user.id));

  const appointmentIds = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, user.id));
  await tx
    .delete(messages)
    .where(
      or(
        eq(messages.userId, user.id),
        eq(sql`lower(${messages.recipient})`, user.email),
        inArray(messages.appointmentId, appointmentIds),
        and(eq(messages.kind, 'contact-message'), eq(sql`lower(${messages.payload}->>'replyTo')`, user.email)),
      ),
    );
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, user.email));
  await tx.delete(passwordResets).where(and(eq(passwordResets.role, 'patient'), eq(passwordResets.subjectId, user.id)));
  await tx.delete(signInFailures).where(and(eq(signInFailures.role, 'patient'), inArray(signInFailures.account, [user.id, user.email])));
  await tx.delete(signInTries).where(and(eq(signInTries.role, 'patient'), eq(signInTries.account, user.email.toLowerCase())));

  await tx
    .update(users)
    .set({
      name: DELETED_PATIENT_NAME,
      email: deletedEmail(user.id),
      // Nobody knows this password, and the address above receives nothing: no way back in.
      passwordHash: unusableHash,
      phone: '',
      imageId: null,
      addressLine1: '',
      addressLine2: '',
      gender: 'Not Selected',
      dob: 'Not Selected',
      notifyEmail: false,
      notifyWhatsapp: false,
      reminders: false,
      noPhoneCalls: false,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, user.id));
  await anonymiseSelfPatient(tx, user.id, DELETED_PATIENT_NAME);
  // Every token of the account stops working at once, on every replica.
  await endAllSessions(tx, 'patient', user.id);
  return cancelled.length;
}
