import type { Doctor } from '@clinic/shared/contract';
import type { RemotePageId } from '@clinic/shared/federation';
import { matchesRoute, PUBLIC_ROUTES, STAFF_ROUTES } from '../remotes/routes';

/** Pages whose address names a doctor (the parameter that does): unknown doctor, no such page. */
const DOCTOR_PAGES: Partial<Record<RemotePageId, string>> = { 'mf_patient/AppointmentPage': 'docId' };

const segments = (path: string) => path.split('/').filter(Boolean);

function param(pattern: string, pathname: string, name: string): string | undefined {
  const at = segments(pattern).indexOf(`:${name}`);
  const value = at < 0 ? undefined : segments(pathname)[at];
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The HTTP status of a page address (decision 38), as the server can tell it: 404 for a path that is no
 * page of the site (the shell's "Page not found"), and for a doctor's page whose doctor is not in the
 * list (the page says "Doctor not found"). A staff page is not known to a visitor's routes but is a page:
 * 200, rendered in the browser. Without a list nothing is said about doctors (the browser reads it).
 */
export function pageStatus(pathname: string, doctors: readonly Pick<Doctor, '_id'>[] | null): 200 | 404 {
  const route = PUBLIC_ROUTES.find((r) => matchesRoute(r.path, pathname));
  if (!route) {
    const staffPage = Object.values(STAFF_ROUTES).some((routes) => routes.some((r) => matchesRoute(r.path, pathname)));
    return staffPage ? 200 : 404;
  }
  const name = DOCTOR_PAGES[route.page];
  if (!name || !doctors) return 200;
  const id = param(route.path, pathname, name);
  return doctors.some((doctor) => doctor._id === id) ? 200 : 404;
}
