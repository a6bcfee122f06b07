export * from './data';
export { hydrationProblems } from './hydration';
export { skippedHeadingLevels } from './headings';
