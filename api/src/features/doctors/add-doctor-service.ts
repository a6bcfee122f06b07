import type { AddDoctorFields } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { doctors } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../http/errors';
import { hashPassword } from '../../http/passwords';
import { saveImage, type WebpImage } from '../images';
import { doctorColumns } from './doctor-columns';
import { msg } from '../../i18n';
import { doctorChanged } from '../appointments';
import { insertDoctorStaff } from '../staff';

export const DOCTOR_EMAIL_TAKEN = msg('A doctor with this email already exists');

/**
 * Adds a doctor with their photo and returns the id. The partial unique index `doctors_email_active`
 * decides a taken email (among doctors not deleted), so two admins adding one email at once cannot both win.
 * The photo is stored in the same transaction: a refused doctor leaves no picture behind.
 */
export async function addDoctor(db: Db, fields: AddDoctorFields, image: WebpImage): Promise<string> {
  const passwordHash = await hashPassword(fields.password);
  try {
    return await db.transaction(async (tx) => {
      const imageId = await saveImage(tx as unknown as Db, image);
      const [row] = await tx
        .insert(doctors)
        .values({ ...doctorColumns(fields), passwordHash, imageId })
        .returning({ id: doctors.id });
      await doctorChanged(tx, row!.id);
      await insertDoctorStaff(tx as unknown as Db, [row!.id]);
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOCTOR_EMAIL_TAKEN);
    throw error;
  }
}
