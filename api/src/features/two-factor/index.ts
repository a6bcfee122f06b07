// What other api features may use of two-factor/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { SETUP_CLAIM, requireDoctorEvenEnrolling } from './guard';
export { checkSecondFactor } from './second-factor';
export { checkedPassword, secondStep } from './staff-sign-in';
