// The staff panels' kit, used by mf-admin and mf-doctor alike: the paged appointment list, and the
// controls and cards both panels show. Calls go through @clinic/shared/data.
export { formatSlot, formatSlotDay, formatAge, bookedForSomeoneElse } from './format';
export { pageCount, type ListFilters } from './list-query';
export { useListFilters } from './hooks/useListFilters';
export { Avatar } from './components/Avatar';
export { ContactCell, NoPhoneCallsBadge, PatientCell, PersonCell, SlotCell } from './components/TableCells';
export { useClinicClock, outcomeDue, moveAllowed, CONFIRM_NO_SHOW, type ClinicClock } from './hooks/useClinicClock';
export { StaffTable } from './components/StaffTable';
export { ActionButtons, type StaffAction } from './components/ActionButtons';
export { LatestPanel } from './components/LatestPanel';
export { Icon } from './components/Icon';
export { LoadFailed } from './components/LoadFailed';
export { Pagination } from './components/Pagination';
export { SearchField } from './components/SearchField';
export { StatCard } from './components/StatCard';
export { default as cardStyles } from './components/cards.module.css';
export { default as controlStyles } from './components/controls.module.css';
export { PagedAppointmentList, type AppointmentRows } from './components/PagedAppointmentList';
export { default as appointmentTableStyles } from './components/appointments-table.module.css';
export { default as latestListStyles } from './components/latest-list.module.css';
export { ConfirmDialog } from './components/ConfirmDialog';
export { CancelAppointmentDialog, MAX_CANCEL_REASON } from './components/CancelAppointmentDialog';
export { MoveAppointmentDialog, type MoveOutcome, type NewTime } from './components/MoveAppointmentDialog';
export { useMoveDialog } from './hooks/useMoveDialog';
export { TwoFactorSection } from './two-factor/TwoFactorSection';
