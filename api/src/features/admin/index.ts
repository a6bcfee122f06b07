// What other api features may use of admin/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { adminSignInToken, endAdminSessions } from './admin-session';
export { staffEmail } from './guard';
