import { and, eq, inArray } from 'drizzle-orm';
import { statusFlags, type AppointmentStatus } from '@clinic/shared/contract';
import { holdReleaseAt, slotStart } from '@clinic/shared/booking';
import { bookingReference } from '@clinic/shared/format';
import { isLanguage } from '@clinic/shared/i18n';
import type { Db } from '../../db/client';
import { appointments, clinicSettings, contactMessages, doctors, holdsItsTime, users } from '../../db/schema';
import { appointmentRowColumns, slotDateOf, slotTimeOf } from '../../db/appointment-times';
import type { AppointmentFacts, ContactFacts, SeriesSession } from './types';
import { provedPhone } from './proved-phone';
import { typedText } from './typed-text';

export type Tx = Pick<Db, 'select' | 'update' | 'insert' | 'delete'>;

/** An appointment with what its messages need: the facts, the patient's choices and addresses, the doctor's e-mail. */
export interface AppointmentForMessages {
  facts: AppointmentFacts;
  userId: string;
  docId: string;
  status: AppointmentStatus;
  /** `phone`: the account's proved number, '' when it has none (then no WhatsApp). */
  patient: { email: string; phone: string; notifyEmail: boolean; notifyWhatsapp: boolean; reminders: boolean };
  /** '' when the doctor has none (or is deleted). */
  doctorEmail: string;
}

/** The active sessions of each series, in time order (decision 50). */
async function loadSeries(tx: Tx, seriesIds: string[], clinicTz: string): Promise<Map<string, SeriesSession[]>> {
  if (!seriesIds.length) return new Map();
  const rows = await tx
    .select({
      seriesId: appointments.seriesId,
      appointmentId: appointments.id,
      slotDate: slotDateOf(),
      slotTime: slotTimeOf(),
    })
    .from(appointments)
    .where(and(inArray(appointments.seriesId, seriesIds), holdsItsTime));
  const start = (s: SeriesSession) => slotStart(s.slotDate, s.slotTime, clinicTz).getTime();
  const bySeries = new Map<string, SeriesSession[]>();
  for (const { seriesId, ...session } of rows) bySeries.set(seriesId!, [...(bySeries.get(seriesId!) ?? []), session]);
  for (const sessions of bySeries.values()) sessions.sort((a, b) => start(a) - start(b));
  return bySeries;
}

export async function loadAppointments(tx: Tx, ids: string[], clinicTz: string): Promise<Map<string, AppointmentForMessages>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      a: appointmentRowColumns,
      email: users.email,
      notifyEmail: users.notifyEmail,
      notifyWhatsapp: users.notifyWhatsapp,
      accountPhone: users.phone,
      verifiedPhone: users.verifiedPhone,
      reminders: users.reminders,
      language: users.language,
      noPhoneCalls: users.noPhoneCalls,
      doctorEmail: doctors.email,
      doctorDeleted: doctors.deletedAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(doctors, eq(doctors.id, appointments.docId))
    .where(inArray(appointments.id, ids));
  const series = await loadSeries(tx, [...new Set(rows.flatMap(({ a }) => (a.seriesId ? [a.seriesId] : [])))], clinicTz);
  // Decision 34: when the clinic would release an unpaid booking, its reminders say so and offer "I am coming".
  const [policy] = await tx.select({ minutes: clinicSettings.holdReleaseMinutes }).from(clinicSettings).where(eq(clinicSettings.id, 1));
  const releaseAt = (a: (typeof rows)[number]['a']) =>
    holdReleaseAt(
      { ...a, ...statusFlags(a.status), date: a.bookedAt.getTime(), keptBy: a.keptBy ?? undefined, seriesId: a.seriesId ?? undefined },
      policy?.minutes ?? 0,
      clinicTz,
    ) ?? undefined;
  const sessionsOf = (seriesId: string | null) => {
    const sessions = seriesId ? series.get(seriesId) : undefined;
    return sessions && sessions.length > 1 ? { series: sessions } : {};
  };
  return new Map(
    rows.map(({ a, ...r }) => [
      a.id,
      {
        facts: {
          appointmentId: a.id,
          reference: bookingReference(a.id),
          patientName: typedText(a.userData.name),
          doctorName: a.docData.name,
          speciality: a.docData.speciality,
          addressLine1: a.docData.address.line1,
          addressLine2: a.docData.address.line2,
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          clinicTz,
          amount: a.amount,
          ...(a.serviceId && { service: { id: a.serviceId, durationMinutes: a.durationMinutes } }),
          // A cancelled paid appointment is unpaid again once refunded; it was paid all the same.
          paid: a.payment || a.refundStatus !== null,
          cancelledBy: a.cancelledBy ?? null,
          cancelReason: typedText(a.cancelReason, 200),
          // What My profile stored (decision 32); anything else (an old or hand-edited row) reads as English.
          language: isLanguage(r.language) ? r.language : 'en',
          patientPhone: a.userData.phone,
          patientMessage: a.userData.message,
          noPhoneCalls: r.noPhoneCalls,
          ...sessionsOf(a.seriesId),
          holdReleaseAt: releaseAt(a),
        },
        userId: a.userId,
        docId: a.docId,
        status: a.status,
        patient: {
          email: r.email,
          // Never the booking's typed phone (that is the staff's call-back number): only a number the
          // account proved with a code (decision 52).
          phone: provedPhone({ phone: r.accountPhone, verifiedPhone: r.verifiedPhone }),
          notifyEmail: r.notifyEmail,
          notifyWhatsapp: r.notifyWhatsapp,
          reminders: r.reminders,
        },
        doctorEmail: r.doctorDeleted ? '' : r.doctorEmail,
      },
    ]),
  );
}

export async function loadContacts(tx: Tx, ids: string[]): Promise<Map<string, ContactFacts>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(contactMessages).where(inArray(contactMessages.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: r.name, email: r.email, phone: r.phone, subject: r.subject, message: r.message, newsletter: r.newsletter },
    ]),
  );
}
