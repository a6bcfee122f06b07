/** The header's navigation; the doctors link is labelled as the spec asks. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/doctors', label: 'Book an appointment', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/services', label: 'Services', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

/** The login page opens in sign-up mode (the spec); returning patients are offered its log-in mode as well (decision 38). */
export const CREATE_ACCOUNT_PATH = '/login';
export const LOG_IN_PATH = '/login?mode=login';
