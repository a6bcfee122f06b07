import { toast } from 'react-toastify';
import type { UpdateProfileFields } from '@clinic/shared/contract';
import { useProfileStore } from '@clinic/shared/stores';
import { updateProfile } from '../api/update-profile';

/** Saves, then reloads the shared profile store, which is what updates the header's picture and name. */
export function useSaveProfile(image: File | null, onSaved: () => void) {
  return async (fields: UpdateProfileFields) => {
    try {
      const result = await updateProfile(fields, image);
      if (!result.success) return void toast.error(result.message);
      toast.success(result.message);
      const error = await useProfileStore.getState().load();
      if (error) toast.error(error);
      onSaved();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
}
