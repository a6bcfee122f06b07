import type { UpdateProfileFields } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { saveImage, type WebpImage } from '../images';
import { updateSelfPatient } from '../patients';
import { updateUser } from './user-repository';

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The signed-in patient's own profile, and the same name, phone, sex, date of birth and "no phone calls"
 * (as the need `no-phone-calls`) on the patient record the account holds (decision 56). Without a new picture the current one stays. A new picture is stored
 * and pointed at in one transaction, so the image sweep never sees it stored but unused; the one it
 * replaces is marked for the sweep by a trigger (migration 0008), which deletes it if nothing else shows it.
 */
export async function updatePatientProfile(db: Db, userId: string, fields: UpdateProfileFields, image?: WebpImage): Promise<void> {
  await db.transaction(async (tx) => {
    const imageId = image ? await saveImage(tx as unknown as Db, image) : undefined;
    const updated = await updateUser(tx as unknown as Db, userId, {
      name: fields.name,
      phone: fields.phone,
      addressLine1: fields.address.line1,
      addressLine2: fields.address.line2,
      gender: fields.gender,
      dob: fields.dob,
      // Each message preference is optional in the form: an absent one stays as the patient left it.
      ...definedOnly({
        notifyEmail: fields.notifyEmail,
        notifyWhatsapp: fields.notifyWhatsapp,
        reminders: fields.reminders,
        language: fields.language,
        noPhoneCalls: fields.noPhoneCalls,
      }),
      ...(imageId ? { imageId } : {}),
    });
    // A valid token for an account that is gone: nothing is kept, and the client should sign in again.
    if (!updated) throw unauthorized(SIGN_IN_AGAIN);
    await updateSelfPatient(tx as unknown as Db, userId, {
      name: fields.name,
      phone: fields.phone,
      gender: fields.gender,
      dob: fields.dob,
      noPhoneCalls: fields.noPhoneCalls,
    });
  });
}
