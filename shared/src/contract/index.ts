export * from './envelope';
export * from './primitives';
export * from './doctor';
export * from './user';
export * from './appointment';
export * from './dashboard';
export * from './calls';
export * from './messages';
