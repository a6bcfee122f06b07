// What other api features may use of calendar/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature. The calendar as it is
// read (the clinic's days, hours, leave and booked visits); schedule/ changes it and cancels what a change
// hits, so booking reads the calendar here without importing the feature that cancels appointments.
export { CALENDAR_LOCK } from './calendar-lock';
export { clinicToday, realDay, slotDateOf, slotDatesFrom } from './clinic-dates';
export { loadClinicHours, loadSchedule, type LoadedSchedule } from './schedule-source';
