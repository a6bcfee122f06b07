import { useEffect, useRef, useState } from 'react';
import type { Appointment, SlotsDay } from '@clinic/shared/contract';
import { Button, Spinner } from '@clinic/shared/ui';
import { formatSlot } from '../format';
import { useStaffT } from '../i18n';
import { useFreeTimes } from '../hooks/useFreeTimes';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { usePatientName } from '../hooks/usePatientName';
import { FreeTimeFields } from './FreeTimeFields';
import { ServiceText } from './TableCells';
import styles from './MoveAppointmentDialog.module.css';

export interface NewTime {
  slotDate: string;
  slotTime: string;
}

/** The api's answer to a move: moved, or not, with the refusal's words when one came (already toasted). */
export type MoveOutcome = { moved: true } | { moved: false; reason?: string };

interface Props {
  /** The appointment being moved; the dialog is open while there is one. */
  appointment: Appointment | null;
  /** The move is under way. */
  pending: boolean;
  /** Sends the move; the owner closes the dialog once it went through. */
  onConfirm: (time: NewTime) => Promise<MoveOutcome>;
  onClose: () => void;
}

/** The days with a free time other than the one the appointment already has, each with those times. */
const freeDays = (days: SlotsDay[], now: NewTime) =>
  days
    .map((day) => (day.slotDate === now.slotDate ? { ...day, times: day.times.filter((t) => t !== now.slotTime) } : day))
    .filter((day) => day.times.length > 0);

/**
 * Staff's Change time (decision 48): another free time of the same doctor, from the times the public slots
 * call offers, which are exactly those the api accepts. A refusal (the time was taken meanwhile) keeps the
 * dialog open, says why inside it (the page behind, toasts included, is inert) and reads the times again.
 */
export function MoveAppointmentDialog({ appointment, pending, onConfirm, onClose }: Props) {
  const t = useStaffT();
  const patientName = usePatientName();
  const slots = useFreeTimes(appointment?.docId ?? null, appointment?.service?.id);
  const [chosen, setChosen] = useState<NewTime>({ slotDate: '', slotTime: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [timeMissing, setTimeMissing] = useState(false);
  const dayRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  // A choice made for one appointment must never be sent for another.
  const chosenId = appointment?._id;
  useEffect(() => {
    setChosen({ slotDate: '', slotTime: '' });
    setRefusal(null);
    setTimeMissing(false);
    retried.current = false;
  }, [chosenId]);

  // Retry's button goes once the times arrive; focus goes on to the first choice instead of the page.
  const recovered = !slots.failed && slots.days !== null;
  useEffect(() => {
    const safeChoice = () => choicesRef.current?.closest('dialog')?.querySelector<HTMLElement>('[data-safe-choice]');
    if (recovered && retried.current) (dayRef.current ?? safeChoice())?.focus();
    if (recovered) retried.current = false;
  }, [recovered]);

  const days = appointment && slots.days ? freeDays(slots.days, appointment) : null;
  // The day chosen while it still has a free time; else the appointment's own day (a nearby time is the likeliest wish), else the first.
  const day =
    days && (days.find((d) => d.slotDate === chosen.slotDate) ?? days.find((d) => d.slotDate === appointment?.slotDate) ?? days[0]);
  // A time counts only on the day it was chosen for: after a re-read, the same hour on another day is not what was picked.
  const time = day && day.slotDate === chosen.slotDate && day.times.includes(chosen.slotTime) ? chosen.slotTime : '';

  const confirm = async () => {
    if (!day || pending) return;
    if (!time) {
      setTimeMissing(true);
      timeRef.current?.focus();
      return;
    }
    setRefusal(null);
    const outcome = await onConfirm({ slotDate: day.slotDate, slotTime: time });
    if (outcome.moved) return;
    setRefusal(
      outcome.reason ? t('MoveDialog.notMovedBecause', { reason: outcome.reason.replace(/[.।]$/, '') }) : t('MoveDialog.notMoved'),
    );
    slots.reload();
  };
  const retry = () => {
    retried.current = true;
    slots.reload();
  };
  const choose = (next: NewTime) => {
    setChosen(next);
    setTimeMissing(false);
  };

  let choices;
  if (slots.failed)
    choices = (
      <div className={styles.failed}>
        <p role="alert">{t('MoveDialog.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('MoveDialog.retry')}
        </Button>
      </div>
    );
  else if (!days) choices = <Spinner label={t('MoveDialog.finding')} />;
  else if (!day) choices = <p>{t('MoveDialog.noFreeTime', { doctor: appointment?.docData.name })}</p>;
  else
    choices = (
      <FreeTimeFields days={days} day={day} time={time} timeMissing={timeMissing} onChoose={choose} dayRef={dayRef} timeRef={timeRef} />
    );

  return (
    <ConfirmDialog
      open={appointment !== null}
      title={t('MoveDialog.title')}
      tone="primary"
      confirmLabel={pending ? t('MoveDialog.moving') : t('MoveDialog.move')}
      confirmDisabled={!day || slots.failed}
      backLabel={t('MoveDialog.keep')}
      onConfirm={() => void confirm()}
      onClose={onClose}
      controls={
        appointment && (
          <div ref={choicesRef} className={styles.choices}>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal}
              </p>
            )}
            {choices}
            {/* Kept in place so a screen reader hears when the times are read again. */}
            <p role="status" className={styles.status}>
              {slots.reading && (days || slots.failed) ? t('MoveDialog.finding') : ''}
            </p>
          </div>
        )
      }
    >
      {appointment && (
        <p>
          {t('MoveDialog.text', {
            patient: patientName(appointment.userData.name),
            doctor: appointment.docData.name,
            when: formatSlot(appointment),
          })}
        </p>
      )}
      {appointment?.service && (
        <p>
          <ServiceText appointment={appointment} className="" />
        </p>
      )}
    </ConfirmDialog>
  );
}
