import type { RegisterOptions } from 'react-hook-form';
import { newPasswordSchema } from '@clinic/shared/contract';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export const currentPasswordRules: RegisterOptions<ChangePasswordValues, 'currentPassword'> = {
  validate: (value) => Boolean(value) || 'Please type your current password',
};

/** The api's own length rule, so the first reason comes before anything is sent; it also refuses common ones. */
export const newPasswordRules: RegisterOptions<ChangePasswordValues, 'newPassword'> = {
  validate: (value) => newPasswordSchema.safeParse(value).error?.issues[0]?.message ?? true,
};

export const confirmRules: RegisterOptions<ChangePasswordValues, 'confirm'> = {
  validate: (value, all) =>
    !value ? 'Please type the new password again' : value === all.newPassword || 'The two passwords are not the same',
};

/**
 * Which field a refusal is about: the envelope has no field, and the api refuses either the current
 * password (wrong) or the new one (too short, too common).
 */
export const refusedField = (message: string): keyof ChangePasswordValues => (/current/i.test(message) ? 'currentPassword' : 'newPassword');
