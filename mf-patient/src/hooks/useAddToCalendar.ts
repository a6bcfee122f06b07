import { useState } from 'react';
import { reportError } from '@clinic/shared/data';
import { downloadCalendarFile, type CalendarAppointment } from '../lib/calendar-file';

/** Add to calendar: the appointment's `.ics`, with a busy flag while the file is made. */
export function useAddToCalendar(appointment: CalendarAppointment) {
  const [makingFile, setMakingFile] = useState(false);
  const addToCalendar = async () => {
    setMakingFile(true);
    try {
      await downloadCalendarFile(appointment);
    } catch (error) {
      reportError(error);
    } finally {
      setMakingFile(false);
    }
  };
  return { makingFile, addToCalendar: () => void addToCalendar() };
}
