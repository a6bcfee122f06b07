import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

const onConfirm = jest.fn();

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Block patient
      </button>
      <ConfirmDialog
        open={open}
        title="Block Asha Rao?"
        confirmLabel="Block patient"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      >
        <p>They will be signed out and cannot book until unblocked.</p>
      </ConfirmDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

beforeEach(() => onConfirm.mockClear());

test('a native modal dialog named by its title and described by what will happen, focus on the safe choice', async () => {
  render(<Harness />);
  expect(dialog().open).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Block patient' }));
  expect(dialog()).toBeInstanceOf(HTMLDialogElement);
  expect(dialog().open).toBe(true);
  expect(dialog()).toHaveAccessibleName('Block Asha Rao?');
  expect(dialog()).toHaveAccessibleDescription('They will be signed out and cannot book until unblocked.');
  expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
});

test('confirming runs the action once and returns focus to the opener', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Block patient' });
  await userEvent.click(opener);
  await userEvent.click(screen.getAllByRole('button', { name: 'Block patient' })[1]!);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(dialog().open).toBe(false);
  expect(opener).toHaveFocus();
});

test('Escape (the dialog closing by itself) and a click on the backdrop dismiss it and return focus', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Block patient' });
  await userEvent.click(opener);
  act(() => dialog().close());
  expect(dialog().open).toBe(false);
  expect(opener).toHaveFocus();

  await userEvent.click(opener);
  await userEvent.click(dialog());
  expect(dialog().open).toBe(false);
  expect(opener).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
});
