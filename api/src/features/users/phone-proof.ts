import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { formatPhone, PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { msg, type Language, type Text } from '../../i18n';
import { type Channel, phoneCodeLetter, whatsappPayload } from '../messages';
import { lockNamed } from '../../db/named-lock';
import { updateSelfPatient } from '../patients';

/**
 * Proving a phone (decision 52): a six-digit code goes to it on WhatsApp, and typing it back makes it the
 * account's proved number, the only one WhatsApp messages go to (messages/proved-phone). The code is kept
 * hashed for ten minutes and five tries, each try counted before it is checked, in one statement. At most
 * three codes an hour for one account, and three an hour to one number whichever account asks, counted
 * under locks of both, so the clinic's WhatsApp cannot be aimed at a stranger's phone more than that.
 */
export const CODES_AN_HOUR = 3;

export const WHATSAPP_OFF = msg('The clinic does not send WhatsApp messages yet, so there is no number to confirm.');
export const TOO_MANY_CODES = msg('Three codes were sent in the last hour. Please use the newest one, or ask again later.');
export const CODE_NOT_SENT = msg('We could not send the code just now. Please try again in a few minutes.');
export const CODE_WRONG = msg('That code is not right. Please check the WhatsApp message and try again.');
export const CODE_GONE = msg('That code has expired or was tried too many times. Please ask for a new one.');
export const PHONE_CONFIRMED = msg('Your phone number is confirmed. WhatsApp messages will go to it.');
const codeSent = (phone: string): Text =>
  msg('We sent a 6-digit code to {phone} on WhatsApp. It works for {minutes} minutes.', {
    phone: formatPhone(phone),
    minutes: PHONE_CODE_MINUTES,
  });

const hashOf = (userId: string, code: string) => createHash('sha256').update(`phone-code\0${userId}\0${code}`).digest('hex');

/** Writes a new code for the account and phone, or refuses when three went out in the hour (to either). */
async function newCode(db: Db, userId: string, phone: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // In one order, so two requests never wait on each other's second lock.
    for (const key of [`phone-code:user:${userId}`, `phone-code:phone:${phone}`].sort()) await lockNamed(tx, key);
    const inWindow = sql`${phoneCodes.windowStart} > now() - interval '1 hour'`;
    const [mine] = await tx
      .select({ sends: sql<number>`case when ${inWindow} then ${phoneCodes.sends} else 0 end` })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, userId));
    const [toPhone] = await tx
      .select({ sends: sql<number>`coalesce(sum(${phoneCodes.sends}), 0)::int` })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), inWindow));
    if (Number(mine?.sends ?? 0) >= CODES_AN_HOUR || Number(toPhone?.sends ?? 0) >= CODES_AN_HOUR) throw new HttpError(429, TOO_MANY_CODES);
    const values = {
      phone,
      codeHash: hashOf(userId, code),
      expiresAt: sql`now() + interval '${sql.raw(String(PHONE_CODE_MINUTES))} minutes'`,
      tries: 0,
    };
    await tx
      .insert(phoneCodes)
      .values({ userId, ...values, sends: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({
        target: phoneCodes.userId,
        set: {
          ...values,
          sends: sql`case when ${inWindow} then ${phoneCodes.sends} + 1 else 1 end`,
          windowStart: sql`case when ${inWindow} then ${phoneCodes.windowStart} else now() end`,
        },
      });
  });
  return code;
}

/** Sends a code to `phone` (normalised by the contract) on WhatsApp, in the patient's language. */
export async function sendPhoneCode(db: Db, whatsapp: Channel, userId: string, phone: string, language: Language): Promise<Text> {
  if (whatsapp.off) throw conflict(WHATSAPP_OFF);
  const code = await newCode(db, userId, phone);
  const rendered = phoneCodeLetter({ code, language });
  // In the patient's language, with English for while Meta has not approved theirs (as every message is).
  const { whatsapp: template } = whatsappPayload(rendered, language, () => phoneCodeLetter({ code, language: 'en' }));
  try {
    await whatsapp.send({
      idempotencyKey: `phone-code:${userId}:${hashOf(userId, code).slice(0, 16)}`,
      recipient: phone,
      subject: rendered.subject,
      text: rendered.text,
      html: '',
      attachments: [],
      whatsapp: template,
    });
  } catch {
    throw new HttpError(503, CODE_NOT_SENT);
  }
  return codeSent(phone);
}

/**
 * Checks a code: the try is counted first (one statement, so a burst cannot try more than five), then
 * compared. A right one makes its phone the profile's phone and the proved one, and is used up.
 */
export async function verifyPhone(db: Db, userId: string, code: string): Promise<Text> {
  const [pending] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.userId, userId), lt(phoneCodes.tries, PHONE_CODE_TRIES), gt(phoneCodes.expiresAt, sql`now()`)))
    .returning({ phone: phoneCodes.phone, codeHash: phoneCodes.codeHash });
  if (!pending) throw badRequest(CODE_GONE);
  const given = Buffer.from(hashOf(userId, code));
  if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) throw badRequest(CODE_WRONG);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const used = await tx
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.codeHash, pending.codeHash)))
      .returning({ phone: phoneCodes.phone });
    // Another request used it (or a new code replaced it) a moment before.
    if (used.length === 0) throw badRequest(CODE_GONE);
    await tx
      .update(users)
      .set({ phone: pending.phone, verifiedPhone: pending.phone, phoneVerifiedAt: sql`now()` })
      .where(eq(users.id, userId));
    await updateSelfPatient(tx, userId, { phone: pending.phone });
  });
  return PHONE_CONFIRMED;
}
