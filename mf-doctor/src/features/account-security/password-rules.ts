import type { RegisterOptions } from 'react-hook-form';
import { newPasswordSchema } from '@clinic/shared/contract';
import { translate as t } from '../../i18n';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export const currentPasswordRules: RegisterOptions<ChangePasswordValues, 'currentPassword'> = {
  validate: (value) => Boolean(value) || t('Password.errorCurrent'),
};

/**
 * The api's own length rule, so the first reason comes before anything is sent; it also refuses common ones.
 * The schema's words are English; the form shows them through translateMessage.
 */
export const newPasswordRules: RegisterOptions<ChangePasswordValues, 'newPassword'> = {
  validate: (value) => newPasswordSchema.safeParse(value).error?.issues[0]?.message ?? true,
};

export const confirmRules: RegisterOptions<ChangePasswordValues, 'confirm'> = {
  validate: (value, all) => (!value ? t('Password.errorAgain') : value === all.newPassword || t('Password.errorMismatch')),
};

/** "Current" (password) in each language the api answers in. */
const CURRENT_WORD = /current|मौजूदा|वर्तमान|ಈಗಿನ|ಪ್ರಸ್ತುತ|ಹಾಲಿ/i;

/**
 * Which field a refusal is about: the envelope has no field, and the api refuses either the current
 * password (wrong) or the new one (too short, too common), in the reader's language.
 */
export const refusedField = (message: string): keyof ChangePasswordValues =>
  CURRENT_WORD.test(message) ? 'currentPassword' : 'newPassword';
