import type { RegisterOptions } from 'react-hook-form';
import { newPasswordSchema } from '@clinic/shared/contract';

export interface NewPasswordTwice {
  password: string;
  confirm: string;
}

/** The api's own rule for a new password (length), so the first reason is given before anything is sent. */
export const newPasswordRules: RegisterOptions<NewPasswordTwice, 'password'> = {
  validate: (value) => newPasswordSchema.safeParse(value).error?.issues[0]?.message ?? true,
};

export const confirmRules: RegisterOptions<NewPasswordTwice, 'confirm'> = {
  validate: (value, all) =>
    !value ? 'Please type the new password again' : value === all.password || 'The two passwords are not the same',
};
