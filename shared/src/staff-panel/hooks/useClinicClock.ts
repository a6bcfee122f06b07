import { useEffect, useState } from 'react';
import { hasStarted } from '@clinic/shared/booking';
import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import en from '../locales/en.json';
import { translateStaff } from '../i18n';

/** The clinic's zone (null until the doctor list has brought it) and the browser's clock, ticking. */
export interface ClinicClock {
  clinicTz: string | null;
  now: Date;
}

/**
 * What the staff screens need to offer Complete and No-show from an appointment's start on (decision 41):
 * the clinic's zone, which the api serves with the doctor list the shell loads at start, and now, again
 * every `intervalMs`, so a button appears when the time comes without a reload.
 */
export function useClinicClock(intervalMs = 30_000): ClinicClock {
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return { clinicTz, now };
}

/**
 * Whether what happened at an appointment can be recorded now: it is active and its time has come at the
 * clinic. The api decides by its own clock; this only chooses the buttons. Unknown zone: not yet.
 */
export function outcomeDue(
  appointment: Pick<Appointment, 'slotDate' | 'slotTime' | 'cancelled' | 'isCompleted' | 'noShow'>,
  clock: ClinicClock,
) {
  return appointmentStatus(appointment) === 'active' && clock.clinicTz !== null && hasStarted(appointment, clock.now, clock.clinicTz);
}

/**
 * Whether staff may still move an appointment to another time (decision 48): it is active and has not started
 * at the clinic, the opposite of `outcomeDue`. Unknown zone: not offered, since whether it has started is
 * not known; the api decides by its own clock either way.
 */
export function moveAllowed(
  appointment: Pick<Appointment, 'slotDate' | 'slotTime' | 'cancelled' | 'isCompleted' | 'noShow'>,
  clock: ClinicClock,
) {
  return appointmentStatus(appointment) === 'active' && clock.clinicTz !== null && !hasStarted(appointment, clock.now, clock.clinicTz);
}

/** The question asked before marking a No-show, in English (the spec's words). On screen, ask `confirmNoShow()`. */
export const CONFIRM_NO_SHOW = en.ActionButtons.confirmNoShow;

/** The question asked before marking a No-show, in the language on screen. */
export const confirmNoShow = (): string => translateStaff('ActionButtons.confirmNoShow');
