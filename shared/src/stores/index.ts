// Cross-entry imports inside this package go through its public subpaths, never relative paths: that is
// what lets federation hand every remote the shell's one instance of each store.
export * from '@clinic/shared/auth';
export * from './doctors';
export * from './profile';
export * from './booking-confirmation';
export * from './clinic-hours';
