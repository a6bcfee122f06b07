export * from './data';
export { hydrationProblems } from './hydration';
