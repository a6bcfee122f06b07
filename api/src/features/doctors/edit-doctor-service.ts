import type { UpdateDoctorFields } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { saveImage, type WebpImage } from '../images';
import { DOCTOR_EMAIL_TAKEN } from './add-doctor-service';
import { doctorColumns } from './doctor-columns';
import { updateDoctor } from './doctor-repository';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

/**
 * The admin corrects a doctor (decision 42): everything add-doctor sets but the password, and the photo
 * only when a new one is sent. Appointments keep the `doc_data` snapshot they were booked with; the list and
 * new bookings show the change. The e-mail stays unique among doctors not deleted (`doctors_email_active`
 * decides a race), and a new photo is stored and pointed at in one transaction; the one it replaces is
 * marked for the image sweep by a trigger (migration 0008).
 */
export async function editDoctor(db: Db, fields: UpdateDoctorFields, image?: WebpImage): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const imageId = image ? await saveImage(tx as unknown as Db, image) : undefined;
      const changed = await updateDoctor(tx as unknown as Db, fields.docId, {
        ...doctorColumns(fields),
        ...(imageId ? { imageId } : {}),
      });
      if (!changed) throw notFound(DOCTOR_NOT_FOUND);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOCTOR_EMAIL_TAKEN);
    throw error;
  }
}
