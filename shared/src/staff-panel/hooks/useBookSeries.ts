import { useEffect, useState } from 'react';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import type { SeriesAnswer, WeeklyHours } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { callAndReport } from '../../lib/call-report';
import { EMPTY_SERIES_FORM, type SeriesForm } from '../series-form';
import { translateStaff } from '../i18n';

/** A sentence's own full stop (English or Devanagari), so the refusal can be quoted inside another. */
const withoutStop = (text: string) => text.replace(/[.।]$/, '');

/** The admin books a series with any doctor, a doctor with themselves (decision 50). */
export type SeriesCall = 'adminBookSeries' | 'doctorBookSeries';

/**
 * The doctor's week inside the clinic's hours, for the time choices: the doctor's own schedule call, or
 * the admin's for the chosen doctor. Null until read (or while no doctor is chosen).
 */
function useDoctorWeek(call: SeriesCall, docId: string | null): WeeklyHours | null {
  const [week, setWeek] = useState<WeeklyHours | null>(null);
  useEffect(() => {
    setWeek(null);
    if (docId === null || (call === 'adminBookSeries' && !docId)) return;
    let live = true;
    const read =
      call === 'doctorBookSeries'
        ? callAndReport('doctorLeave', undefined, 'read')
        : callAndReport('adminDoctorSchedule', { docId }, 'read');
    void read.then((result) => live && result?.success && setWeek(result.schedule.effective));
    return () => {
      live = false;
    };
  }, [call, docId]);
  return week;
}

/** The api's answer to a booking: done, or why not (already said inside the dialog). */
export type SeriesOutcome = { booked: true } | { booked: false; reason?: string };

/**
 * A panel's Book a series: `open()`, render `seriesDialog` with `BookSeriesDialog`. "Check dates" asks for
 * the plan (nothing is written; a read, so no success toast); "Book N sessions" books the plan's bookable
 * dates staff kept ticked in one call, all or none; `onBooked` reloads the list. Any change to the form
 * drops the plan.
 */
export function useBookSeries(call: SeriesCall, onBooked: () => void) {
  const [isOpen, setOpen] = useState(false);
  const [form, setForm] = useState<SeriesForm>(EMPTY_SERIES_FORM);
  const [plan, setPlanState] = useState<SeriesAnswer | null>(null);
  /** Bookable dates staff chose to leave out (the patient is away that week); a new plan has none. */
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const setPlan = (next: SeriesAnswer | null) => {
    setPlanState(next);
    setLeft(new Set());
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const booking = useCallAction(call);
  const week = useDoctorWeek(call, isOpen ? form.docId : null);

  const request = () => ({
    email: form.email.trim(),
    firstDate: isoDateToSlotDate(form.firstDate),
    slotTime: form.slotTime,
    everyWeeks: form.everyWeeks,
    count: form.count,
    ...(call === 'adminBookSeries' && { docId: form.docId }),
  });

  const check = async () => {
    setChecking(true);
    setRefusal(null);
    const result = await callAndReport(call, { ...request(), confirm: false }, 'read');
    setChecking(false);
    if (result?.success) setPlan(result);
    else setRefusal(result ? result.message : translateStaff('BookSeries.checkFailed'));
  };

  const book = async (): Promise<SeriesOutcome> => {
    if (!plan) return { booked: false };
    const dates = plan.occurrences.filter((o) => o.bookable && !left.has(o.slotDate)).map((o) => o.slotDate);
    const result = await booking.run({ ...request(), confirm: true, dates });
    if (result?.success) {
      setOpen(false);
      onBooked();
      return { booked: true };
    }
    setRefusal(
      result
        ? translateStaff('BookSeries.notBookedBecause', { reason: withoutStop(result.message) })
        : translateStaff('BookSeries.notBooked'),
    );
    setPlan(null);
    return { booked: false, reason: result?.message };
  };

  const open = () => {
    setForm(EMPTY_SERIES_FORM);
    setPlan(null);
    setRefusal(null);
    setOpen(true);
  };

  const seriesDialog = {
    open: isOpen,
    form,
    week,
    plan,
    left,
    onLeaveOut: (slotDate: string) =>
      setLeft((was) => {
        const next = new Set(was);
        if (!next.delete(slotDate)) next.add(slotDate);
        return next;
      }),
    refusal,
    pending: checking || booking.pending,
    chooseDoctor: call === 'adminBookSeries',
    onChange: (change: Partial<SeriesForm>) => {
      setForm((f) => ({ ...f, ...change }));
      setPlan(null);
      setRefusal(null);
    },
    onCheck: check,
    onBook: book,
    onClose: () => setOpen(false),
  };
  return { open, seriesDialog };
}
