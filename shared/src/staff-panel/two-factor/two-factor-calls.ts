import { translateStaff as t } from '../i18n';

/** The member of staff whose own two-factor sign-in the section manages. */
export type StaffRole = 'doctor' | 'admin';

/** Each role's calls: the same four, under its own token. */
export const TWO_FACTOR_CALLS = {
  doctor: {
    status: 'doctorTwoFactor',
    setup: 'doctorTwoFactorSetup',
    confirm: 'doctorTwoFactorConfirm',
    disable: 'doctorTwoFactorDisable',
  },
  admin: { status: 'adminTwoFactor', setup: 'adminTwoFactorSetup', confirm: 'adminTwoFactorConfirm', disable: 'adminTwoFactorDisable' },
} as const;

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read out and type into an app by hand. */
export const groupedInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The backup codes as a text file to keep, in the language on screen. */
export function backupCodesFile(codes: string[]): string {
  return [t('BackupCodes.fileTitle'), '', t('BackupCodes.fileOnce'), t('BackupCodes.fileKeep'), '', ...codes, ''].join('\n');
}
