import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@clinic/shared/ui';
import { PageArrival } from './PageArrival';

/** A page whose code arrives a moment after the address changed, as a remote's page does. */
function LatePage({ title, confirmation = false }: { title: string; confirmation?: boolean }) {
  const [arrived, setArrived] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => void setTimeout(() => setArrived(true), 30), []);
  useEffect(() => void (arrived && confirmation && setTimeout(() => setConfirmed(true), 30)), [arrived, confirmation]);
  if (!arrived) return <p>Loading…</p>;
  return (
    <>
      {confirmed && (
        <h2 data-page-focus tabIndex={-1}>
          Your appointment is booked
        </h2>
      )}
      <Titled title={title} />
    </>
  );
}

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

/** A list whose filters are addresses of the same page (as /doctors/:speciality). */
function FilteredList() {
  const { filter = 'all' } = useParams();
  useDocumentTitle('Our Doctors');
  return (
    <>
      <h1>Our Doctors</h1>
      <Link to="/list/audiology">Audiology</Link>
      <Link to="/list?page=2">Next page</Link>
      <p>Showing {filter}</p>
    </>
  );
}

function Layout() {
  return (
    <>
      <header>
        <Link to="/services">Services</Link>
        <Link to="/">Home</Link>
        <Link to="/list">Doctors</Link>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer>
        <Link to="/contact">Contact</Link>
      </footer>
    </>
  );
}

const site = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Titled title="Home" />} />
          <Route path="/services" element={<LatePage title="Services" />} />
          <Route path="/contact" element={<LatePage title="Contact" confirmation />} />
          <Route path="/list" element={<FilteredList />} />
          <Route path="/list/:filter" element={<FilteredList />} />
        </Route>
      </Routes>
      <PageArrival />
    </MemoryRouter>,
  );

/** What the live region says (it is there from the reader's first move). */
const said = () => screen.queryByRole('status')?.textContent ?? '';

beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  document.title = 'Sunrise';
});

test('the first page is left as it is: no focus moved, nothing scrolled, nothing said', async () => {
  site('/');
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(document.body).toHaveFocus();
  expect(window.scrollTo).not.toHaveBeenCalled();
  // Nothing of the following is there until the reader moves; then the live region is, still silent.
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.click(screen.getByRole('heading', { level: 1 }));
  expect(await screen.findByRole('status')).toBeEmptyDOMElement();
});

test('another page starts at the top, with its heading focused once it arrives and its title said', async () => {
  site('/');
  await userEvent.click(screen.getByRole('link', { name: 'Services' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Services' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
  await waitFor(() => expect(said()).toBe('Services · Sunrise Hearing & Speech Clinic'));
});

test('an element the page marks with data-page-focus takes focus from the heading when it appears', async () => {
  site('/');
  await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toHaveFocus());
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Your appointment is booked' })).toHaveFocus());
});

test('the reader acting while the page loads keeps focus where they put it', async () => {
  site('/');
  await userEvent.click(screen.getByRole('link', { name: 'Services' }));
  await userEvent.click(screen.getByRole('link', { name: 'Home' }).parentElement!);
  screen.getByRole('link', { name: 'Doctors' }).focus();
  await screen.findByRole('heading', { level: 1, name: 'Services' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('link', { name: 'Doctors' })).toHaveFocus();
});

test('a link inside the page that the page answers itself (a filter), and a query change, leave focus and scroll alone', async () => {
  site('/list');
  const filter = screen.getByRole('link', { name: 'Audiology' });
  await userEvent.click(filter);
  expect(screen.getByText('Showing audiology')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus();
  expect(window.scrollTo).not.toHaveBeenCalled();
  expect(said()).toBe('');
});

test('the same page reached from the header is a new page: top, heading, title', async () => {
  site('/list/audiology');
  await userEvent.click(screen.getByRole('link', { name: 'Doctors' }));
  expect(window.scrollTo).toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Our Doctors' })).toHaveFocus());
  await waitFor(() => expect(said()).toBe('Our Doctors · Sunrise Hearing & Speech Clinic'), { timeout: 2000 });
});
