import type { z } from 'zod';
import type { AuditAction, CallName, calls } from '@clinic/shared/contract';

/** What a staff action was done to; the Audit log page names it. */
export type AuditTargetType =
  'appointment' | 'series' | 'doctor' | 'patient' | 'closure' | 'leave' | 'service' | 'message' | 'settings' | 'account';

type Call<N extends CallName> = (typeof calls)[N];
/** The validated body (or query) of a JSON call; a multipart call's handler notes its target instead. */
type Input<N extends CallName> =
  Call<N> extends { multipart: true } ? undefined : Call<N> extends { request: infer R extends z.ZodType } ? z.output<R> : undefined;
type Answer<N extends CallName> = z.output<Call<N>['response']>;

/** What the hook knows of one successful call. */
export interface CallFacts<N extends CallName> {
  input: Input<N>;
  /** The answer the call sent (read only by the calls that need it: a new record's id). */
  answer: () => Answer<N>;
  /** The signed-in doctor's id, or the admin's e-mail. */
  principal: string;
  /** What the handler noted (`noteAuditTarget`): a multipart call's record. */
  noted: string | undefined;
}

export interface AuditedCall<N extends CallName> {
  action: AuditAction | ((facts: CallFacts<N>) => AuditAction);
  targetType: AuditTargetType;
  target: (facts: CallFacts<N>) => string;
  /** A few facts worth keeping: never a name, phone, e-mail or password. */
  detail?: (facts: CallFacts<N>) => Record<string, unknown>;
  /** Whether this success changed anything worth recording (a series' plan books nothing); always, when absent. */
  when?: (facts: CallFacts<N>) => boolean;
}

/** Keeps only the keys whose value was given, so the detail stays small. */
const given = (detail: Record<string, unknown>) => Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined));

/** Decision 50: a confirmed series, under its id, with what was booked; a plan (`confirm` not true) is not recorded. */
const seriesBooked = {
  action: 'series-booked',
  targetType: 'series',
  when: ({ input }) => input.confirm === true,
  target: ({ answer }) => answer().seriesId ?? '',
  detail: ({ input }) =>
    given({
      docId: 'docId' in input ? input.docId : undefined,
      slotTime: input.slotTime,
      everyWeeks: input.everyWeeks,
      dates: input.dates,
    }),
} satisfies AuditedCall<'adminBookSeries' | 'doctorBookSeries'>;

const leaveDeleted = {
  action: 'leave-deleted',
  targetType: 'leave',
  target: ({ input }) => input.leaveId,
} satisfies AuditedCall<'adminDeleteLeave' | 'doctorDeleteLeave'>;

const leaveDays = (leave: { docId: string; from: string; to: string; fromTime?: string | undefined; toTime?: string | undefined }) =>
  given({ docId: leave.docId, from: leave.from, to: leave.to, fromTime: leave.fromTime, toTime: leave.toTime });

/**
 * Every staff action the audit log records (decision 47) by contract call: the hook in `staff-actions.ts`
 * writes one entry for each successful (2xx) answer of these, and nothing for a refusal. A change to one
 * appointment (cancel, move, complete, No-show, keep) is recorded from its event instead, whichever call
 * made it (`appointment-changes.ts`). Sign-ins, passwords, two-factor and patients' own security events are
 * recorded by their features.
 */
export const AUDITED_CALLS: { [N in CallName]?: AuditedCall<N> } = {
  adminBookSeries: seriesBooked,
  doctorBookSeries: seriesBooked,
  adminCancelPatientAppointments: {
    action: 'patient-appointments-cancelled',
    targetType: 'patient',
    target: ({ input }) => input.userId,
    detail: ({ answer }) => ({ cancelled: answer().cancelled }),
  },
  // Multipart: the handler notes the new doctor's id, and the edited doctor's from the form.
  adminAddDoctor: { action: 'doctor-added', targetType: 'doctor', target: ({ noted }) => noted ?? '' },
  adminUpdateDoctor: { action: 'doctor-updated', targetType: 'doctor', target: ({ noted }) => noted ?? '' },
  adminDeleteDoctor: {
    action: 'doctor-deleted',
    targetType: 'doctor',
    target: ({ input }) => input.docId,
    detail: ({ input }) => given({ cancelAffected: input.cancelAffected }),
  },
  adminChangeAvailability: {
    action: 'doctor-availability-changed',
    targetType: 'doctor',
    target: ({ input }) => input.docId,
    detail: ({ input }) => given({ cancelAffected: input.cancelAffected }),
  },
  doctorUpdateProfile: {
    action: 'doctor-profile-updated',
    targetType: 'doctor',
    target: ({ principal }) => principal,
    detail: ({ input }) => ({ available: input.available, fees: input.fees }),
  },
  adminSetClinicHours: {
    action: 'clinic-hours-changed',
    targetType: 'settings',
    target: () => 'clinic-hours',
    detail: ({ input }) =>
      given({
        windowDays: input.windowDays,
        minNoticeMinutes: input.minNoticeMinutes,
        cancelCutoffMinutes: input.cancelCutoffMinutes,
        holdReleaseMinutes: input.holdReleaseMinutes,
        cancelAffected: input.cancelAffected,
      }),
  },
  adminUpdateService: {
    action: 'service-updated',
    targetType: 'service',
    target: ({ input }) => input.serviceId,
    detail: ({ input }) => ({ durationMinutes: input.durationMinutes, fee: input.fee }),
  },
  adminAddClosure: {
    action: 'closure-added',
    targetType: 'closure',
    target: ({ answer }) => answer().closureId,
    detail: ({ input }) => given({ slotDate: input.slotDate, cancelAffected: input.cancelAffected }),
  },
  adminDeleteClosure: { action: 'closure-deleted', targetType: 'closure', target: ({ input }) => input.closureId },
  adminDoctorHours: {
    action: 'doctor-hours-changed',
    targetType: 'doctor',
    target: ({ input }) => input.docId,
    detail: ({ input }) => given({ clinicHours: input.weekly === null ? true : undefined, cancelAffected: input.cancelAffected }),
  },
  adminAddLeave: {
    action: 'leave-added',
    targetType: 'leave',
    target: ({ answer }) => answer().leave._id,
    detail: ({ answer }) => leaveDays(answer().leave),
  },
  doctorAddLeave: {
    action: 'leave-added',
    targetType: 'leave',
    target: ({ answer }) => answer().leave._id,
    detail: ({ answer }) => leaveDays(answer().leave),
  },
  adminDeleteLeave: leaveDeleted,
  doctorDeleteLeave: leaveDeleted,
  adminBlockPatient: {
    action: ({ input }) => (input.blocked ? 'patient-blocked' : 'patient-unblocked'),
    targetType: 'patient',
    target: ({ input }) => input.userId,
  },
  adminRetryMessage: { action: 'message-retried', targetType: 'message', target: ({ input }) => input.messageId },
};
