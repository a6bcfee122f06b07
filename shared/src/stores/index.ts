export * from './auth';
export * from './doctors';
export * from './profile';
