// The staff panels' kit, used by mf-admin and mf-doctor alike: the paged appointment list, and the
// controls and cards both panels show. Calls go through @clinic/shared/data.
export { formatSlot, formatAge } from './format';
export { STATUS_FILTERS, PAGE_SIZE, buildListQuery, pageCount, countFor, type StatusFilter, type ListFilters } from './list-query';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useListFilters } from './hooks/useListFilters';
export { usePagedAppointments, type AppointmentPage } from './hooks/usePagedAppointments';
export { Avatar } from './components/Avatar';
export { PersonCell, SlotCell } from './components/TableCells';
export { LatestPanel } from './components/LatestPanel';
export { Icon } from './components/Icon';
export { LoadFailed } from './components/LoadFailed';
export { Pagination } from './components/Pagination';
export { SearchField } from './components/SearchField';
export { StatCard } from './components/StatCard';
export { StatusTabs } from './components/StatusTabs';
export { default as cardStyles } from './components/cards.module.css';
export { default as controlStyles } from './components/controls.module.css';
export { PagedAppointmentList, type AppointmentRows } from './components/PagedAppointmentList';
export { default as appointmentTableStyles } from './components/appointments-table.module.css';
export { default as latestListStyles } from './components/latest-list.module.css';
