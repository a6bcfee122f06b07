import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, type Doctor } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { dismissNotice, notify } from '@clinic/shared/data';
import { timeZoneName } from '@clinic/shared/format';
import { appointmentPath, loginPath } from '@clinic/shared/links';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import { SlotsChoice } from '../../../components/SlotsChoice';
import { useDoctorSlots } from '../../../hooks/useDoctorSlots';
import { useNow } from '../../../hooks/useNow';
import { useSlotPicker } from '../../../hooks/useSlotPicker';
import { translate, useT } from '../../../i18n';
import { useClinicServices } from '../hooks/useClinicServices';
import { VisitChoice } from './VisitChoice';
import styles from './BookingPanel.module.css';

// The form and its validation (react-hook-form, zod) load when the patient reaches for Book, not with the
// page. Held in state rather than React.lazy: a Suspense fallback would hold the dialog back 300 ms.
type Modal = typeof import('./BookingModal').BookingModal;
/** The one "choose a time" warning, taken away once a time is chosen (decision 38). */
const SLOT_WARNING = 'booking-slot';

const loadBookingModal = () => import('./BookingModal').then((m) => m.BookingModal);

/**
 * Book just above the bottom of the window, and the chosen time with it when both fit (on a phone a day's
 * times can be taller than the window: then the chosen time stays in view); focus on Book, one press on.
 */
function showBookingStep(book: HTMLButtonElement) {
  book.scrollIntoView({ block: 'end', behavior: 'instant' });
  const chosen = book.closest('section')?.querySelector<HTMLElement>('[data-slot][aria-checked="true"]');
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (chosen && chosen.getBoundingClientRect().top < top) chosen.scrollIntoView({ block: 'start', behavior: 'instant' });
  book.focus({ preventScroll: true });
}

/**
 * The slot picker and the Book button; the modal opens only for a logged-in patient with a time chosen.
 * The days and times are the api's (useDoctorSlots), in the clinic's zone; `clinicTz` (served with the
 * doctor list) names that zone. The server renders the panel with the picker's skeleton, and the browser
 * asks for the times once it has hydrated. A doctor who offers services is booked for a consultation or one
 * of them (decision 57): the times shown are those a visit of the chosen length fits, and the choice rides
 * in the address (`service`), kept by a reload and through logging in as the time is.
 */
export function BookingPanel({ doctor, clinicTz }: { doctor: Doctor; clinicTz: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const offersServices = doctor.available && doctor.services.length > 0;
  const services = useClinicServices(offersServices);
  const [wanted, setWanted] = useState(() => doctor.services.find((id) => id === params.get('service')) ?? null);
  // The choice rides in the address as soon as it is made, so a reload (or the link shared) opens on it.
  const choose = (id: typeof wanted) => {
    setWanted(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('service', id);
        else next.delete('service');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // The service's length and fee; a service the clinic has stopped is a consultation again.
  const service = (wanted && services?.find((s) => s.id === wanted && s.active)) || null;
  // The choice and the times appear together, so the times do not jump down under it; a service carried
  // through logging in is not even asked a consultation's times first.
  const waiting = offersServices && services === null;
  const slots = useDoctorSlots(doctor._id, doctor.available && !(waiting && wanted !== null), service?.id);
  const offered = useSlotPicker(slots.days, { slotDate: params.get('slotDate'), slotTime: params.get('slotTime') }, service?.id);
  const picker = waiting ? null : offered;
  const [open, setOpen] = useState(false);
  const [BookingModal, setBookingModal] = useState<Modal | null>(null);
  const fetchModal = () => {
    if (BookingModal) return;
    loadBookingModal().then(
      (modal) => setBookingModal(() => modal),
      (error: unknown) => console.error('The booking form could not be loaded', error),
    );
  };
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const bookButton = useRef<HTMLButtonElement>(null);
  // Back from signing up or in with a time chosen (the address carries it): the page opens at its top, so
  // the booking step is brought into view, its Book button focused, the time still chosen.
  const returning = useRef(params.get('slotTime'));
  useEffect(() => {
    const book = bookButton.current;
    if (!book || !returning.current || !token || !picker?.time || picker.time !== returning.current) return;
    returning.current = null;
    showBookingStep(book);
  }, [picker, token]);

  // "Please select a time slot" goes once a time is chosen.
  const chosen = picker?.time;
  useEffect(() => {
    if (chosen) dismissNotice(SLOT_WARNING);
  }, [chosen]);

  const book = () => {
    if (!picker?.time) {
      notify('warn', translateMessage(MESSAGES.selectSlot), { id: SLOT_WARNING });
      return;
    }
    if (!token) {
      notify('info', translate('BookingPanel.logInToBook'));
      // The chosen slot rides along, so the patient lands back on it after logging in.
      const slot = { slotDate: picker.day.slotDate, slotTime: picker.time };
      navigate(loginPath(appointmentPath(doctor._id, service ? { ...slot, service: service.id } : slot)));
      return;
    }
    fetchModal();
    setOpen(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="slots-heading">
      <h2 id="slots-heading" className={styles.heading}>
        {t('BookingPanel.heading')}
      </h2>
      {/* "Eastern Standard Time": a patient abroad must know the times are not theirs (decision 1). */}
      <p className={styles.note}>{t('BookingPanel.note', { zone: timeZoneName(clinicTz, now) })}</p>
      {doctor.available ? (
        <>
          {services && <VisitChoice doctor={doctor} services={services} value={wanted} onChange={choose} />}
          <SlotsChoice picker={picker} slots={slots} />
          {/* Not before the days are in: the server's button (drawn before the page's code runs) would do nothing. */}
          <Button
            ref={bookButton}
            className={styles.book}
            onClick={book}
            onPointerEnter={fetchModal}
            onFocus={fetchModal}
            disabled={!picker}
          >
            {t('BookingPanel.book')}
          </Button>
        </>
      ) : (
        <p className={styles.unavailable}>{t('BookingPanel.unavailable', { name: doctor.name })}</p>
      )}
      {open && picker?.time && BookingModal && (
        <BookingModal
          doctor={doctor}
          slotDate={picker.day.slotDate}
          slotTime={picker.time}
          service={service ?? undefined}
          clinicTz={clinicTz}
          onClose={() => setOpen(false)}
          // Someone took the time meanwhile, or the calendar changed: show what is free now.
          onRefused={slots.reload}
        />
      )}
    </section>
  );
}
