import { createHmac, timingSafeEqual } from 'node:crypto';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { purposeKey } from '../../http/purpose-key';
import { msg } from '../../i18n';
import { eq } from 'drizzle-orm';
import { keepAppointment } from './keep-service';

/**
 * A reminder's "I am coming" (issue 34): the unpaid booking the clinic would release is kept with one tap,
 * signed in or not. The link names the appointment; its signature, with a key kept for this purpose, binds
 * it to the patient who booked it and lasts until the appointment's start.
 */
export const KEEP_LINK_NOT_VALID = msg('This link has expired or is not valid. Open My appointments to say you are coming.');

const signature = (jwtSecret: string, appointmentId: string, userId: string, expires: number) =>
  createHmac('sha256', purposeKey(jwtSecret, 'clinic keep-appointment link'))
    .update(`${appointmentId}\0${userId}\0${expires}`)
    .digest('base64url');

/** `/keep-appointment?token=<appointment id>.<expiry, unix seconds>.<signature>` */
export function keepLink(publicUrl: string, jwtSecret: string, appointment: { id: string; userId: string; startsAt: Date }): string {
  const expires = Math.floor(appointment.startsAt.getTime() / 1000);
  return `${publicUrl}/keep-appointment?token=${appointment.id}.${expires}.${signature(jwtSecret, appointment.id, appointment.userId, expires)}`;
}

/** Opens the link: unexpired and signed for the appointment's own patient; then as the patient's own "I am coming". */
export async function keepByLink(db: Db, jwtSecret: string, token: string, now = Date.now()): Promise<string> {
  const [appointmentId, expiresText, given, ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !appointmentId || !given || !Number.isSafeInteger(expires) || expires * 1000 <= now)
    throw badRequest(KEEP_LINK_NOT_VALID);
  if (!idSchema.safeParse(appointmentId).success) throw badRequest(KEEP_LINK_NOT_VALID);
  const [row] = await db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, appointmentId));
  if (!row) throw badRequest(KEEP_LINK_NOT_VALID);
  const expected = Buffer.from(signature(jwtSecret, appointmentId, row.userId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw badRequest(KEEP_LINK_NOT_VALID);
  return keepAppointment(db, { userId: row.userId }, appointmentId, 'patient');
}
