import { useState } from 'react';
import type { CallResult } from '@clinic/shared/api-client';
import { MESSAGES, type DoctorProfile } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';

/** A change waiting for the admin's word on the doctor's upcoming appointments (decision 42). */
export interface PendingDecision {
  kind: 'unavailable' | 'delete';
  doctor: DoctorProfile;
  upcoming: number;
}

/** The number a refusal for upcoming appointments carries (409 with `affected`), if this is one. */
const affectedBy = (result: CallResult<'adminChangeAvailability' | 'adminDeleteDoctor'> | null): number | undefined =>
  result && !result.success && 'affected' in result && typeof result.affected === 'number' ? result.affected : undefined;

/**
 * Availability toggle and delete. Making a doctor unavailable or deleting one first asks the api how many
 * upcoming appointments they have: none, and the toggle goes through (delete after the spec's confirm
 * prompt); some, and `decision` holds the question for the dialog, answered by `keep` or `cancelThem`. A
 * booking that slipped in meanwhile is kept by the toggle (the spec's call keeps them); a delete is refused
 * with the new number, and the dialog opens with it. Making a doctor available again asks nothing. The list reloads after each change (spec section 4), and
 * so does the public list the site keeps, which shows availability too.
 */
export function useDoctorActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const reloadBoth = () => {
    onDone();
    void useDoctorsStore.getState().load();
  };
  const count = useCallAction('adminDoctorUpcoming');
  const toggle = useCallAction('adminChangeAvailability', { onDone: reloadBoth });
  const remove = useCallAction('adminDeleteDoctor', { onDone: reloadBoth });
  const pending = count.pending || toggle.pending || remove.pending;

  const send = async (kind: PendingDecision['kind'], doctor: DoctorProfile, cancelAffected?: boolean) => {
    const payload = { docId: doctor._id, ...(cancelAffected !== undefined && { cancelAffected }) };
    const affected = affectedBy(kind === 'delete' ? await remove.run(payload) : await toggle.run(payload));
    if (affected !== undefined) setDecision({ kind, doctor, upcoming: affected });
  };

  const start = async (kind: PendingDecision['kind'], doctor: DoctorProfile) => {
    setChosenId(doctor._id);
    const answer = await count.run({ docId: doctor._id });
    if (!answer?.success) return;
    if (answer.upcoming > 0) setDecision({ kind, doctor, upcoming: answer.upcoming });
    else if (kind === 'unavailable' || window.confirm(translateMessage(MESSAGES.confirmDeleteDoctor))) await send(kind, doctor);
  };

  const decide = (cancelAffected: boolean) => {
    setDecision(null);
    // A deleted doctor's appointments cannot be kept: the dialog offers no Keep for a delete.
    if (!decision || (decision.kind === 'delete' && !cancelAffected)) return;
    void send(decision.kind, decision.doctor, cancelAffected);
  };

  return {
    busyId: pending ? chosenId : null,
    decision,
    toggleAvailability: (doctor: DoctorProfile) => {
      if (pending) return;
      if (doctor.available) void start('unavailable', doctor);
      else {
        setChosenId(doctor._id);
        void send('unavailable', doctor);
      }
    },
    remove: (doctor: DoctorProfile) => {
      if (!pending) void start('delete', doctor);
    },
    keep: () => decide(false),
    cancelThem: () => decide(true),
    back: () => setDecision(null),
  };
}
