/**
 * The addresses the apps link to with a value in them, built in one place. Which page answers each is the
 * shell's route table (shell/src/remotes/routes.ts); shell/src/remotes/links.test.ts holds every builder
 * to it, so a route that moves breaks a test rather than a link. Plain functions without state: each app
 * bundles its own copy (UNSHARED_ENTRIES).
 */

/**
 * A doctor's booking page; with a slot, the one the patient had chosen (carried through logging in), and
 * the service it was for (decision 57; absent for a consultation).
 */
export function appointmentPath(docId: string, slot?: { slotDate: string; slotTime: string; service?: string }): string {
  const path = `/appointment/${encodeURIComponent(docId)}`;
  return slot ? `${path}?${new URLSearchParams(slot)}` : path;
}

/** All doctors, or those of one speciality. */
export const doctorsPath = (speciality?: string): string => (speciality ? `/doctors/${encodeURIComponent(speciality)}` : '/doctors');

/** The patient's login page; `next`, a same-site path, is where logging in brings them back to. */
export const loginPath = (next?: string): string => (next ? `/login?next=${encodeURIComponent(next)}` : '/login');

/** A paid appointment's receipt, to read, print or download (decision 51). */
export const receiptPath = (appointmentId: string): string => `/receipt/${encodeURIComponent(appointmentId)}`;
