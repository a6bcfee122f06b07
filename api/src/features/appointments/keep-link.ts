import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isSignedFor, readExpiringLink, signExpiringLink } from '../../http/expiring-link';
import { msg } from '../../i18n';
import { keepAppointment } from './keep-service';

/**
 * A reminder's "I am coming" (decision 34): the unpaid booking the clinic would release is kept with one tap,
 * signed in or not. The link names the appointment; its signature, with a key kept for this purpose, binds
 * it to the patient who booked it and lasts until the appointment's start.
 */
export const KEEP_LINK_NOT_VALID = msg('This link has expired or is not valid. Open My appointments to say you are coming.');
const PURPOSE = 'clinic keep-appointment link';

/** `/keep-appointment?token=<appointment id>.<expiry>.<signature>` */
export const keepLink = (publicUrl: string, jwtSecret: string, appointment: { id: string; userId: string; startsAt: Date }) =>
  `${publicUrl}/keep-appointment?token=${signExpiringLink(jwtSecret, PURPOSE, appointment.id, appointment.startsAt, appointment.userId)}`;

/** Opens the link: unexpired and signed for the appointment's own patient; then as the patient's own "I am coming". */
export async function keepByLink(db: Db, jwtSecret: string, token: string, now = Date.now()): Promise<string> {
  const link = readExpiringLink(token, now);
  if (!link) throw badRequest(KEEP_LINK_NOT_VALID);
  const [row] = await db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, link.id));
  if (!row || !isSignedFor(jwtSecret, PURPOSE, link, row.userId)) throw badRequest(KEEP_LINK_NOT_VALID);
  return keepAppointment(db, { userId: row.userId }, link.id, 'patient');
}
