// What other api features may use of appointments/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { APPOINTMENT_NOT_FOUND, TOO_SOON_TO_CANCEL, type ClinicClock } from './appointment-actions';
export { cancelAllActiveOfDoctor, findAppointment, likeEscaped, listAll, scopeCondition, type Scope } from './appointment-repository';
export { CALENDAR_CHANGED, CLINIC_CLOSED, SLOT_NOT_OFFERED, calendarRefusal } from './booking-refusals';
export { CLINIC_REASONS, cancelWhere, type Cancellation } from './cancellation';
export { calendarChanged, doctorChanged, onCommittedEvents, type CommittedEvent } from './events/after-commit';
export type { Actor } from './events/appointment-event';
export { recordEvents } from './events/event-log';
export { keepLink } from './keep-link';
export { STATUS_CONDITION } from './status-filter';
export { toAppointment } from './to-appointment';
export { upcomingCondition, upcomingWindow, type UpcomingWindow } from './upcoming';
