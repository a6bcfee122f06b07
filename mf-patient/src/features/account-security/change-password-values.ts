import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@clinic/shared/contract';
import { translate } from '../../i18n';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const contractResolver = zodResolver(changePasswordRequestSchema) as unknown as Resolver<ChangePasswordValues>;

/** The contract's two fields checked by its schema, and the new password typed again checked here. */
export const changePasswordResolver: Resolver<ChangePasswordValues> = async (values, context, options) => {
  const checked = await contractResolver(values, context, options);
  const { confirmPassword, newPassword } = values;
  const mismatch = !confirmPassword
    ? translate('common.typeNewPasswordAgain')
    : confirmPassword !== newPassword
      ? translate('AccountSecurity.passwordsDiffer')
      : undefined;
  if (!mismatch) return checked;
  const errors: FieldErrors<ChangePasswordValues> = { ...checked.errors, confirmPassword: { type: 'validate', message: mismatch } };
  return { values: {}, errors };
};

/**
 * Which field the api's refusal belongs to: a wrong current password, or else a reason about the new one.
 * The api words it in the patient's language (decision 32), so "current password" is looked for in each.
 */
export const refusedField = (message: string): 'currentPassword' | 'newPassword' =>
  /current password|मौजूदा पासवर्ड|ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್/i.test(message) ? 'currentPassword' : 'newPassword';
