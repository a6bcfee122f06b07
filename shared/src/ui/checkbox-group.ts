export { CheckboxGroup, type CheckboxOption } from './CheckboxGroup';
