import type { translate } from '../../i18n';

/** The header's navigation; the doctors link is labelled as the spec asks. Labels are catalog keys (nav.*), shown with `t`. */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/doctors', labelKey: 'nav.doctors', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
  { to: '/services', labelKey: 'nav.services', end: false },
  { to: '/contact', labelKey: 'nav.contact', end: false },
] as const satisfies readonly { to: string; labelKey: Parameters<typeof translate>[0]; end: boolean }[];

/** The login page opens in sign-up mode (the spec); returning patients are offered its log-in mode as well (decision 38). */
export const CREATE_ACCOUNT_PATH = '/login';
export const LOG_IN_PATH = '/login?mode=login';
