import { callApi } from '@clinic/shared/api-client';
import type { UpdateProfileFields } from '@clinic/shared/contract';
import { notify } from '@clinic/shared/data';
import { useProfileStore } from '@clinic/shared/stores';
import { toProfileFormData } from './profile-form-data';

/**
 * Changes a part of the signed-in patient's profile from elsewhere than My Profile (a booking's phone, the
 * WhatsApp choice after confirming it): the spec's update call takes the whole profile, so the rest is the
 * profile as loaded. Quiet when it went through; a refusal or a failure is said.
 */
export async function updateOwnProfile(change: Partial<UpdateProfileFields>): Promise<boolean> {
  const profile = useProfileStore.getState().profile;
  if (!profile) return false;
  const { name, phone, address, gender, dob } = profile;
  try {
    const result = await callApi('userUpdateProfile', toProfileFormData({ name, phone, address, gender, dob, ...change }, null));
    if (!result.success) notify('error', result.message);
    else await useProfileStore.getState().load();
    return result.success;
  } catch (error) {
    notify('error', (error as Error).message);
    return false;
  }
}
