import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import { ContactForm } from '../features/contact/components/ContactForm';
import DoctorsPage from './DoctorsPage';

// A page the server rendered can be typed into before its scripts arrive to hydrate it (a slow phone, a slow
// line). What was typed must stay, and count, once they have.
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's markup in the page, `typeBefore` run on it, then the page hydrated over it. */
async function hydrateAfterTyping(ui: () => ReactElement, typeBefore: (page: HTMLElement) => void) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(ui());
  document.body.append(page);
  typeBefore(page);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    root = hydrateRoot(page, ui());
  });
}

const field = (page: HTMLElement, name: string) => page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

test('the contact form keeps what was typed before hydration, and sends it', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Form submitted successfully!' });
  await hydrateAfterTyping(
    () => <ContactForm />,
    (page) => {
      field(page, 'name').value = 'Asha Rao';
      field(page, 'message').value = 'Can I bring my father on Saturday?';
    },
  );
  // Typing on after hydration renders the form again: the earlier text must survive it.
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Phone/), '098450 00000');
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(mockedCall).toHaveBeenCalledWith(
    'contactSend',
    expect.objectContaining({ name: 'Asha Rao', message: 'Can I bring my father on Saturday?', phone: '098450 00000' }),
  );
});

test('the doctors’ search runs on the letters typed before hydration', async () => {
  useDoctorsStore.setState({
    doctors: [makeDoctor({ name: 'Dr. Ananya Iyer' }), makeDoctor({ name: 'Dr. Vikram Shetty' })],
    status: 'ready',
  });
  await hydrateAfterTyping(
    () => (
      <MemoryRouter initialEntries={['/doctors']}>
        <Routes>
          <Route path="/doctors/:speciality?" element={<DoctorsPage />} />
        </Routes>
      </MemoryRouter>
    ),
    (page) => {
      field(page, 'q').value = 'Vikram';
    },
  );
  expect(screen.getByRole('searchbox')).toHaveValue('Vikram');
  expect(screen.getByText('Dr. Vikram Shetty')).toBeInTheDocument();
  expect(screen.queryByText('Dr. Ananya Iyer')).not.toBeInTheDocument();
});
