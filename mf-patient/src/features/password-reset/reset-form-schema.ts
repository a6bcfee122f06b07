import type { RegisterOptions } from 'react-hook-form';
import { newPasswordSchema } from '@clinic/shared/contract';
import { translate } from '../../i18n';

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
    !value ? translate('common.typeNewPasswordAgain') : value === all.password || translate('ResetPassword.differ'),
};
