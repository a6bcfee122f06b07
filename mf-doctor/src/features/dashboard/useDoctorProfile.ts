import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { DoctorProfile } from '@clinic/shared/contract';
import { callApi } from '@clinic/shared/api-client';

/** The signed-in doctor's profile; a refusal is only logged (spec section 8), a thrown error toasts. */
export function useDoctorProfile() {
  const [profile, setProfile] = useState<DoctorProfile | null>(null);
  useEffect(() => {
    let live = true;
    callApi('doctorProfile')
      .then((result) => {
        if (!live) return;
        if (result.success) setProfile(result.profileData);
        else console.error(result.message);
      })
      .catch((error: Error) => toast.error(error.message));
    return () => {
      live = false;
    };
  }, []);
  return profile;
}
