import { msg } from '../i18n';

/**
 * Refusals several features give in the same words. They live outside any one feature so that a feature
 * refusing an unknown doctor does not have to import the doctors' feature for its words.
 */
export const DOCTOR_NOT_FOUND = msg('Doctor not found');
