import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import ServicesPage from './ServicesPage';

const iyer = makeDoctor({ name: 'Dr. Ananya Iyer', services: ['hearing-assessment', 'tinnitus'] });
const shetty = makeDoctor({ name: 'Dr. Vikram Shetty', available: false, services: ['tinnitus'] });

const renderPage = () =>
  render(
    <MemoryRouter>
      <ServicesPage />
    </MemoryRouter>,
  );

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => useDoctorsStore.setState({ doctors: [iyer, shetty], status: 'ready' }));

test('each service names the doctors who offer it, each a link to their booking page', () => {
  renderPage();
  const offering = within(card('Tinnitus Management')).getByRole('list', { name: 'Doctors who offer Tinnitus Management' });
  const links = within(offering).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty (not taking bookings)']);
  expect(links[0]).toHaveAttribute('href', `/appointment/${iyer._id}`);
  expect(links[1]).toHaveAttribute('href', `/appointment/${shetty._id}`);
  expect(
    within(card('Comprehensive Hearing Test'))
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Dr. Ananya Iyer']);
});

test('a service nobody offers yet says so in plain text', () => {
  renderPage();
  expect(within(card('Voice Therapy')).getByText('No doctor on our list offers this yet.')).toBeInTheDocument();
  expect(within(card('Voice Therapy')).queryByRole('link')).toBeNull();
});

test('while the doctor list is still loading, or failed, no service claims that nobody offers it', () => {
  useDoctorsStore.setState({ doctors: [], status: 'loading' });
  const { unmount } = renderPage();
  expect(screen.queryByText('No doctor on our list offers this yet.')).toBeNull();
  unmount();
  useDoctorsStore.setState({ doctors: [], status: 'error' });
  renderPage();
  expect(screen.queryByText('No doctor on our list offers this yet.')).toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(15);
});
