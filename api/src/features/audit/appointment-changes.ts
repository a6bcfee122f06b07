import type { AuditAction } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { onCommittedEvents, type CommittedEvent } from '../appointments';
import { recordAudit, type AuditEntryInput } from './record';

/** The appointment changes the audit log keeps when a member of staff makes them (decision 47). */
const ACTIONS = {
  cancelled: 'appointment-cancelled',
  moved: 'appointment-rescheduled',
  completed: 'appointment-completed',
  noShow: 'appointment-no-show',
  kept: 'appointment-kept',
} as const satisfies Partial<Record<CommittedEvent['type'], AuditAction>>;

type StaffChange = Extract<CommittedEvent, { type: keyof typeof ACTIONS }>;
const isStaffChange = (event: CommittedEvent): event is StaffChange => event.type in ACTIONS;

/** A few facts worth keeping: the reason given, the new time; never a name, phone or e-mail. */
function detailOf(event: StaffChange): Record<string, unknown> {
  if (event.type === 'cancelled') return event.reason ? { reason: event.reason } : {};
  if (event.type === 'moved') return { slotDate: event.to.slotDate, slotTime: event.to.slotTime };
  return {};
}

/**
 * The entry of a change a member of staff made, signed in (their event names them: a doctor, or the clinic's
 * staff by their sign-in); none for a patient's own change or one of the clinic's rules (a released hold,
 * the cancellations of a calendar change, whose own call is audited).
 */
export function staffChangeEntry(event: CommittedEvent): AuditEntryInput | undefined {
  if (!isStaffChange(event) || (event.by.role !== 'doctor' && event.by.role !== 'clinic') || !event.by.id) return undefined;
  return {
    actorRole: event.by.role === 'doctor' ? 'doctor' : 'admin',
    actorId: event.by.id,
    action: ACTIONS[event.type],
    targetType: 'appointment',
    targetId: event.appointmentId,
    ip: event.by.ip ?? '',
    detail: detailOf(event),
  };
}

/**
 * Records every appointment change a member of staff makes, from its event (decision 54), whichever call
 * made it: once the change has committed and before the answer leaves (the change's caller awaits its
 * subscribers), so a member of staff's "done" means done and recorded, and a failure to record answers 500.
 * Returns the way to stop (the api's close).
 */
export function recordStaffChanges(db: Db): () => void {
  return onCommittedEvents(db, async (events) => {
    for (const event of events) {
      const entry = staffChangeEntry(event);
      if (entry) await recordAudit(db, entry);
    }
  });
}
