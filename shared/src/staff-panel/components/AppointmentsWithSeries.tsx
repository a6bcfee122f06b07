import { useState, type ComponentProps } from 'react';
import type { SeriesCall } from '../hooks/useBookSeries';
import { BookSeriesButton } from './BookSeriesButton';
import { PagedAppointmentList } from './PagedAppointmentList';

/**
 * A staff appointments page: "Book a series" (decision 50) above the paged list. A new series is a set of
 * new rows, so the list is read afresh once one is booked.
 */
export function AppointmentsWithSeries({ seriesCall, ...list }: ComponentProps<typeof PagedAppointmentList> & { seriesCall: SeriesCall }) {
  const [booked, setBooked] = useState(0);
  return (
    <>
      <BookSeriesButton call={seriesCall} onBooked={() => setBooked((n) => n + 1)} />
      <PagedAppointmentList key={booked} {...list} />
    </>
  );
}
