// What other api features may use of doctors/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { findDoctor, findDoctorByEmail } from './doctor-repository';
