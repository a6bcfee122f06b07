// What other api features may use of accounts/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { emailOff, queueAccountMail, queueClinicMail } from './account-mail';
export { isNewAccount } from './new-account-claim';
export { withOtherRoleHint, type StaffSignInAccount, type StaffSignInAccounts } from './other-staff-role';
export { assertGoodPassword } from './password-policy';
export { EPOCH_CLAIM, doctorSessionIsCurrent, endAllSessions, epochOf, signInToken } from './sessions';
export { throttledSignIn, type AccountOwner, type AccountsContext, type SecondFactorCheck } from './sign-in-guard';
