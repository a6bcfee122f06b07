import type { UpdateDoctorFields } from '@clinic/shared/contract';
import type { doctors } from '../../db/schema';

/**
 * What the admin sets about a doctor (add-doctor and edit alike), as the `doctors` columns hold it; translations
 * only when sent (an older screen's edit keeps them, decision 53).
 */
export const doctorColumns = (fields: Omit<UpdateDoctorFields, 'docId'>) =>
  ({
    name: fields.name,
    email: fields.email,
    speciality: fields.speciality,
    focus: fields.focus,
    languages: fields.languages,
    services: fields.services,
    degree: fields.degree,
    experience: fields.experience,
    about: fields.about,
    fees: fields.fees,
    addressLine1: fields.address.line1,
    addressLine2: fields.address.line2,
    ...(fields.translations !== undefined && { translations: fields.translations }),
  }) satisfies Partial<typeof doctors.$inferInsert>;
