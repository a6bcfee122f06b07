// What other api features may use of users/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { canProveAccounts } from './email-proof';
export { findUser, findUserByEmail, toUserProfile } from './user-repository';
export { inGoodStanding } from './patient-standing';
