import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxGroup } from './CheckboxGroup';

const OPTIONS = [
  { value: 'English', label: 'English' },
  { value: 'Kannada', label: 'Kannada' },
  { value: 'Hindi', label: 'Hindi' },
] as const;

test('each box is named by its label inside a group named by the legend, described by the hint and error', () => {
  render(
    <CheckboxGroup
      legend="Languages"
      hint="What the doctor speaks"
      error="Choose at least one language"
      options={OPTIONS}
      value={[]}
      onChange={() => {}}
    />,
  );
  const group = screen.getByRole('group', { name: 'Languages' });
  expect(group).toHaveAccessibleDescription('What the doctor speaks Choose at least one language');
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  expect(screen.getByRole('checkbox', { name: 'Kannada' })).not.toBeChecked();
});

test('ticking and unticking hands back the new choice in the options’ order', () => {
  const onChange = jest.fn();
  const { rerender } = render(<CheckboxGroup legend="Languages" options={OPTIONS} value={['Hindi']} onChange={onChange} />);
  fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
  expect(onChange).toHaveBeenLastCalledWith(['English', 'Hindi']);
  rerender(<CheckboxGroup legend="Languages" options={OPTIONS} value={['English', 'Hindi']} onChange={onChange} />);
  expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Hindi' }));
  expect(onChange).toHaveBeenLastCalledWith(['English']);
});
