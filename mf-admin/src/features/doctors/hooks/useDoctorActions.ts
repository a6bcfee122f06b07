import { useState } from 'react';
import { MESSAGES, type DoctorProfile } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';

/**
 * Availability toggle and delete (the latter after the confirm prompt). The list reloads after each
 * (spec section 4), and so does the public list the site keeps, which shows availability too.
 */
export function useDoctorActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const reloadBoth = () => {
    onDone();
    void useDoctorsStore.getState().load();
  };
  const toggle = useCallAction('adminChangeAvailability', { onDone: reloadBoth });
  const remove = useCallAction('adminDeleteDoctor', { onDone: reloadBoth });
  const pending = toggle.pending || remove.pending;

  const start = (doctor: DoctorProfile, action: typeof toggle | typeof remove) => {
    setChosenId(doctor._id);
    void action.run({ docId: doctor._id });
  };

  return {
    busyId: pending ? chosenId : null,
    toggleAvailability: (doctor: DoctorProfile) => {
      if (!pending) start(doctor, toggle);
    },
    remove: (doctor: DoctorProfile) => {
      if (!pending && window.confirm(MESSAGES.confirmDeleteDoctor)) start(doctor, remove);
    },
  };
}
