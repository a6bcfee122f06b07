import { useState } from 'react';
import { MESSAGES, type DoctorProfile } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { runAction } from '@clinic/shared/staff-panel';

/**
 * Availability toggle and delete (the latter after the confirm prompt). The list reloads after each
 * (spec section 4), and so does the public list the site keeps, which shows availability too.
 */
export function useDoctorActions(onDone: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (doctor: DoctorProfile, call: 'adminChangeAvailability' | 'adminDeleteDoctor') => {
    setBusyId(doctor._id);
    await runAction(call, { docId: doctor._id });
    setBusyId(null);
    onDone();
    void useDoctorsStore.getState().load();
  };

  return {
    busyId,
    toggleAvailability: (doctor: DoctorProfile) => run(doctor, 'adminChangeAvailability'),
    remove: (doctor: DoctorProfile) => {
      if (window.confirm(MESSAGES.confirmDeleteDoctor)) void run(doctor, 'adminDeleteDoctor');
    },
  };
}
