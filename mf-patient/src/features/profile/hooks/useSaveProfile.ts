import type { UpdateProfileFields } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useProfileStore } from '@clinic/shared/stores';
import { toProfileFormData } from '../../../lib/profile-form-data';

/**
 * Saves (the server's words as a toast, @clinic/shared/data), then reloads the shared profile store, which
 * is what updates the header's picture and name; the form stays busy until both are done.
 */
export function useSaveProfile(image: File | null, onSaved: () => void) {
  const { run } = useCallAction('userUpdateProfile');
  return async (fields: UpdateProfileFields) => {
    const result = await run(toProfileFormData(fields, image));
    if (!result?.success) return;
    await useProfileStore.getState().load();
    onSaved();
  };
}
