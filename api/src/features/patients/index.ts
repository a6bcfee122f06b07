// What other api features may use of patients/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { anonymiseSelfPatient, insertSelfPatient, patientsOfAccount, selfPatientOf, updateSelfPatient } from './patient-records';
