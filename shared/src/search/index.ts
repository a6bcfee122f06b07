export { foldText } from './fold';
export type { ClinicTerms } from './term-search';
