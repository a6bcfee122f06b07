// What other api features may use of admin/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { adminSignInToken, endAdminSessions } from './admin-session';
export { adminOwner, adminPasswordRight } from './admin-sign-in';
export { adminSignInAccount } from './admin-sign-in';
export { staffEmail } from './guard';
