// The matchers are set up for every test; importing them here brings their types (shared's tsconfig has none).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Field } from './Field';

test('a required field is named with its marker read out, and its hint and error describe the control', () => {
  render(
    <Field label="Password" required hint="At least 8 characters" error="Password must be at least 8 characters">
      {(p) => <input {...p} type="password" />}
    </Field>,
  );
  const input = screen.getByLabelText(/^Password/);
  // The star is for the eye; a screen reader hears the word.
  expect(input).toHaveAccessibleName('Password (required)');
  expect(input).toBeRequired();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('At least 8 characters Password must be at least 8 characters');
});

test('an optional field says so; a plain one adds nothing to its label; neither is invalid without an error', () => {
  render(
    <>
      <Field label="Age" optional>
        {(p) => <input {...p} type="number" />}
      </Field>
      <Field label="Speciality">
        {(p) => (
          <select {...p}>
            <option>Neurologist</option>
          </select>
        )}
      </Field>
    </>,
  );
  expect(screen.getByLabelText('Age (optional)')).toHaveAttribute('aria-invalid', 'false');
  const select = screen.getByLabelText('Speciality');
  expect(select).not.toBeRequired();
  expect(select).not.toHaveAttribute('aria-describedby');
});
