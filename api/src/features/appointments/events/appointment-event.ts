import type { RefundStatus } from '@clinic/shared/contract';
import type { AppointmentActorRole, AppointmentEventType } from '../../../db/schema';

/**
 * Who changed an appointment (decision 54): its patient (their account's id), a doctor (their id), the
 * clinic (the admin's e-mail; none when the clinic's own rule did it, such as releasing an unpaid hold) or
 * the payment provider ('system').
 */
export interface Actor {
  role: AppointmentActorRole;
  id?: string;
  /**
   * The address a member of staff acted from, for the audit log (which hears of the change from its event);
   * told to the subscribers, not kept with the event.
   */
  ip?: string;
}

/** A time an appointment had or has: its instant (decision 57), with the wall clock it read as then. */
export interface Slot {
  startsAt: string;
  slotDate: string;
  slotTime: string;
}

interface Change<T extends AppointmentEventType> {
  type: T;
  appointmentId: string;
  by: Actor;
}

/**
 * Everything that can happen to an appointment, written down once (decision 54). The code that makes the
 * change records it in the same transaction (`event-log.ts`); subscribers are told once it commits.
 */
export type AppointmentEvent =
  | (Change<'booked'> & { seriesId?: string })
  | (Change<'moved'> & { from: Slot; to: Slot })
  | (Change<'cancelled'> & { reason: string })
  | Change<'completed'>
  | Change<'noShow'>
  | Change<'kept'>
  | Change<'paid'>
  | (Change<'refunded'> & { status: RefundStatus });

/** An event of each of these types, without the appointment it happened to: one per row a statement changed. */
export type AppointmentEventTemplate = AppointmentEvent extends infer E
  ? E extends AppointmentEvent
    ? Omit<E, 'appointmentId'>
    : never
  : never;

/** The table's columns of an event: what the type says beyond who is its detail. */
export function eventColumns(event: AppointmentEventTemplate) {
  const { type, by, ...detail } = event;
  delete (detail as { appointmentId?: string }).appointmentId;
  return { type, actorRole: by.role, actorId: by.id ?? '', detail };
}
