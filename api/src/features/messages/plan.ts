import { normalisePhone, type MessageChannel } from '@clinic/shared/contract';
import { slotStart } from '@clinic/shared/booking';
import type { Language } from '@clinic/shared/i18n';
import type { MessageSettings } from '../../config';
import type { messages } from '../../db/schema';
import { renderAppointmentMessage, renderContactMessage } from './content';
import type { AppointmentForMessages } from './facts';
import type { AppointmentMessageKind, ContactFacts, MessageLinks, RenderedMessage } from './types';
import { keepLink } from '../appointments';
import { signUnsubscribeToken } from './unsubscribe-token';

export type NewMessage = typeof messages.$inferInsert;
export type AppointmentEvent = 'booked' | 'cancelled' | 'paid' | 'moved';

export interface PlanContext {
  settings: MessageSettings;
  publicUrl: string;
  jwtSecret: string;
  now: Date;
  /** Why a channel cannot send, for each channel that is off. */
  off?: Partial<Record<MessageChannel, string>>;
}

/**
 * The template message in the patient's language (its `language.code`, decision 32) and, for Hindi or
 * Kannada, the same message in English: Meta approves each language of a template on its own, and one
 * not approved (yet) in theirs goes in English instead (the WhatsApp channel does it, and logs it).
 */
export function whatsappPayload(rendered: RenderedMessage, language: Language, english: () => RenderedMessage) {
  if (!rendered.whatsapp) return {};
  const fallback = language === 'en' ? undefined : english().whatsapp;
  return { whatsapp: { ...rendered.whatsapp, language, ...(fallback ? { fallback: { ...fallback, language: 'en' } } : {}) } };
}

/** The patient's copies of one message: e-mail and WhatsApp, each as the patient chose, in their language. */
function toPatient(
  ctx: PlanContext,
  a: AppointmentForMessages,
  kind: AppointmentMessageKind,
  key: (channel: 'email' | 'whatsapp') => string,
  render: (facts: AppointmentForMessages['facts']) => RenderedMessage,
  extra: { runAt?: Date; payload?: Record<string, unknown> } = {},
): NewMessage[] {
  const rendered = render(a.facts);
  const common = {
    kind,
    userId: a.userId,
    docId: a.docId,
    appointmentId: a.facts.appointmentId,
    subject: rendered.subject,
    body: rendered.text,
    runAt: extra.runAt ?? ctx.now,
  };
  const slot = { slotDate: a.facts.slotDate, slotTime: a.facts.slotTime };
  const out: NewMessage[] = [];
  if (a.patient.notifyEmail && a.patient.email)
    out.push({
      ...common,
      idempotencyKey: key('email'),
      channel: 'email',
      recipient: a.patient.email,
      html: rendered.html,
      attachments: rendered.attachments ?? [],
      payload: { ...slot, ...extra.payload },
    });
  const phone = normalisePhone(a.patient.phone);
  if (a.patient.notifyWhatsapp && phone && rendered.whatsapp)
    out.push({
      ...common,
      idempotencyKey: key('whatsapp'),
      channel: 'whatsapp',
      recipient: phone,
      payload: {
        ...slot,
        ...extra.payload,
        ...whatsappPayload(rendered, a.facts.language, () => render({ ...a.facts, language: 'en' })),
      },
    });
  return out;
}

function doctorMessages(
  ctx: PlanContext,
  a: AppointmentForMessages,
  kind: 'doctor-booked' | 'doctor-cancelled',
  links: MessageLinks,
): NewMessage[] {
  if (!a.doctorEmail) return [];
  const rendered = renderAppointmentMessage(kind, a.facts, links);
  return [
    {
      idempotencyKey: `${kind}:${a.facts.appointmentId}`,
      kind,
      channel: 'email',
      recipient: a.doctorEmail,
      docId: a.docId,
      appointmentId: a.facts.appointmentId,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      attachments: rendered.attachments ?? [],
      payload: { slotDate: a.facts.slotDate, slotTime: a.facts.slotTime },
      runAt: ctx.now,
    },
  ];
}

/**
 * A reminder for each lead still ahead (one already past is never queued: it would arrive late), unless
 * the patient turned reminders off. Its key names the slot, so a moved appointment gets new ones.
 */
function reminders(a: AppointmentForMessages, ctx: PlanContext, links: MessageLinks): NewMessage[] {
  if (!a.patient.reminders || a.status !== 'active') return [];
  const start = slotStart(a.facts.slotDate, a.facts.slotTime, a.facts.clinicTz).getTime();
  const token = encodeURIComponent(signUnsubscribeToken(a.userId, ctx.jwtSecret));
  const reminderLinks = { ...links, unsubscribeUrl: `${ctx.publicUrl}/unsubscribe?token=${token}` };
  return ctx.settings.reminderLeads.flatMap((leadMinutes) => {
    const runAt = new Date(start - leadMinutes * 60_000);
    if (runAt.getTime() <= ctx.now.getTime()) return [];
    const { appointmentId, slotDate, slotTime, holdReleaseAt } = a.facts;
    // Before the clinic would release an unpaid booking, the reminder offers to keep it (decision 34).
    const keepUrl =
      holdReleaseAt && runAt < holdReleaseAt
        ? keepLink(ctx.publicUrl, ctx.jwtSecret, { id: appointmentId, userId: a.userId, startsAt: new Date(start) })
        : undefined;
    return toPatient(
      ctx,
      a,
      'reminder',
      (channel) => `reminder:${leadMinutes}:${channel}:${appointmentId}:${slotDate}:${slotTime}`,
      (facts) => renderAppointmentMessage('reminder', { ...facts, leadMinutes }, { ...reminderLinks, keepUrl }),
      {
        runAt,
        payload: { leadMinutes, unsubscribeUrl: `${ctx.publicUrl}/api/unsubscribe?token=${token}` },
      },
    );
  });
}

/** What one change of an appointment tells whom. */
export function planAppointmentMessages(event: AppointmentEvent, a: AppointmentForMessages, ctx: PlanContext): NewMessage[] {
  const links: MessageLinks = { appointmentsUrl: `${ctx.publicUrl}/my-appointments` };
  const id = a.facts.appointmentId;
  const patient = (kind: AppointmentMessageKind, keyPrefix: string) =>
    toPatient(
      ctx,
      a,
      kind,
      (channel) => `${keyPrefix}:${channel}:${id}`,
      (facts) => renderAppointmentMessage(kind, facts, links),
    );
  switch (event) {
    case 'booked':
      // A weekly series (decision 50) is told once, with every date, on its first session's event; each
      // session keeps its own reminders.
      if (a.facts.series && a.facts.series[0]!.appointmentId !== id) return reminders(a, ctx, links);
      return [...patient('booking-confirmed', 'booked'), ...doctorMessages(ctx, a, 'doctor-booked', links), ...reminders(a, ctx, links)];
    case 'cancelled':
      // The doctor who cancelled knows; anyone else's cancellation is news to them.
      return [
        ...patient('cancelled', 'cancelled'),
        ...(a.facts.cancelledBy === 'doctor' ? [] : doctorMessages(ctx, a, 'doctor-cancelled', links)),
      ];
    case 'paid':
      return patient('payment-received', 'paid');
    case 'moved':
      return [
        ...toPatient(
          ctx,
          a,
          'changed',
          (channel) => `moved:${channel}:${id}:${a.facts.slotDate}:${a.facts.slotTime}`,
          (facts) => renderAppointmentMessage('changed', facts, links),
        ),
        ...reminders(a, ctx, links),
      ];
  }
}

/** A contact-form message, to the clinic's inbox; without CLINIC_INBOX it is kept, skipped, on the outbox. */
export function planContactMessage(contactId: string, facts: ContactFacts, ctx: PlanContext): NewMessage {
  const rendered = renderContactMessage(facts, { appointmentsUrl: `${ctx.publicUrl}/my-appointments` });
  const inbox = ctx.settings.clinicInbox;
  return {
    idempotencyKey: `contact:${contactId}`,
    kind: 'contact-message',
    channel: 'email',
    recipient: inbox ?? 'CLINIC_INBOX',
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
    attachments: rendered.attachments ?? [],
    payload: { contactId, replyTo: facts.email },
    runAt: ctx.now,
    ...(inbox ? {} : { state: 'skipped' as const, error: 'CLINIC_INBOX is not set' }),
  };
}
