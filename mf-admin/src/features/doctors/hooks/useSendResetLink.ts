import { useState } from 'react';
import { callApi } from '@clinic/shared/api-client';
import { RESET_LINK_MINUTES, type DoctorProfile } from '@clinic/shared/contract';
import { notify, reportError } from '@clinic/shared/data';
import { translate } from '../../../i18n';

export const confirmSendReset = (doctor: DoctorProfile) =>
  translate('DoctorList.confirmReset', { name: doctor.name, email: doctor.email, minutes: RESET_LINK_MINUTES });

/**
 * "Send reset link" on a doctor's card (decision 47): asks first, then has the api e-mail the doctor a link.
 * The admin never sees the link; the toast names the address it went to, so a wrong one is noticed.
 * Called directly rather than through useCallAction, whose success toast would be the api's own words.
 */
export function useSendResetLink() {
  const [sendingId, setSendingId] = useState<string | null>(null);
  const send = async (doctor: DoctorProfile) => {
    if (sendingId || !window.confirm(confirmSendReset(doctor))) return;
    setSendingId(doctor._id);
    try {
      const answer = await callApi('adminSendDoctorReset', { docId: doctor._id });
      if (answer.success) notify('success', translate('DoctorList.resetSent', { email: doctor.email }));
      else notify('error', answer.message);
    } catch (error) {
      reportError(error);
    } finally {
      setSendingId(null);
    }
  };
  return { sendingId, send };
}
