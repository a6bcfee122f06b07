// What other api features may use of schedule/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { clinicToday, slotDateOf, slotDatesFrom } from './clinic-dates';
export { loadClinicHours, loadSchedule, type LoadedSchedule } from './schedule-source';
export { CALENDAR_LOCK } from './settings-repository';
