import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import { PublicLayout } from './PublicLayout';

const doctor = makeDoctor({ name: 'Dr. Ananya Iyer' });
const layout = () => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<h1>Home</h1>} />
      </Route>
    </Routes>
  </MemoryRouter>
);

beforeEach(() => {
  useDoctorsStore.setState({ doctors: [doctor], status: 'ready' });
  useAuthStore.setState({ token: '', aToken: '', dToken: '' });
  useProfileStore.setState({ profile: null, status: 'idle' });
});

// The site renders its public pages on the server, inside this layout, for a visitor it cannot see.
test('the header, footer, quick contact and menu hydrate over the server markup on a phone', async () => {
  expect(await hydrationProblems(layout)).toEqual([]);
});

test('a signed-in patient hydrates the visitor markup the server wrote, without a mismatch', async () => {
  // The token is in this browser's storage; the server rendered "Create account", and so does the
  // hydrating render (the store's rendered state), before the header shows the account menu.
  useAuthStore.setState({ token: 'patient-token' });
  expect(await hydrationProblems(layout)).toEqual([]);
});

describe('in Kannada', () => {
  beforeEach(() => activateLanguage('kn'));
  afterEach(() => activateLanguage('en'));

  test('the header’s links, its buttons and the footer speak Kannada; the clinic’s name stays as it is', () => {
    render(layout());
    const main = within(screen.getByRole('navigation', { name: 'ಮುಖ್ಯ' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'ಮುಖಪುಟ',
      'ವೈದ್ಯರನ್ನು ಆರಿಸಿ ಬುಕ್ ಮಾಡಿ',
      'ನಮ್ಮ ಬಗ್ಗೆ',
      'ಸೇವೆಗಳು',
      'ಸಂಪರ್ಕ',
    ]);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sunrise Hearing & Speech Clinic, ಮುಖಪುಟ' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'ಸೈನ್ ಇನ್' })).toHaveAttribute('href', '/login?mode=login');
    expect(header.getByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' })).toBeInTheDocument();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Sunrise Hearing & Speech Clinic' })).toBeInTheDocument();
    expect(footer.getByRole('navigation', { name: 'ತ್ವರಿತ ಲಿಂಕ್‌ಗಳು' })).toHaveTextContent('ಸೇವೆಗಳು');
    expect(footer.getByRole('heading', { name: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ' })).toBeInTheDocument();
    expect(footer.getByRole('heading', { name: 'ತೆರೆದಿರುವ ಸಮಯ' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Facebook (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByText(/ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ\.$/)).toHaveTextContent(
      'ಗೌಪ್ಯತಾ ಸೂಚನೆ · © 2025 Sunrise Hearing & Speech Clinic. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
    );
    expect(screen.getByRole('button', { name: 'ನಮಗೆ ಚಾಟ್, ಇ-ಮೇಲ್ ಅಥವಾ ಕರೆ ಮಾಡಿ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ' })).toHaveAttribute('href', '#main-content');
  });

  test('and hydrates over the server’s Kannada markup', async () => {
    expect(await hydrationProblems(layout)).toEqual([]);
  });
});
