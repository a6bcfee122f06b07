/**
 * How the patient and staff screens talk to the api: `useCallQuery` loads what a screen shows (and reloads
 * it), `useCallAction` sends what the person does; both report failures in the one place spec section 8 is
 * decided (lib/call-report.ts), so no screen writes its own toasts for a call.
 *
 * Why not TanStack Query: it would be about 12 KB gzip more on every panel page (it is shared, so it would
 * arrive with the first one), for a cache, retries, focus refetching and query keys these screens do not
 * use. What they need is small: load a call's answer, reload it after an action, page through a list
 * (the payload changes), and never let an old answer overwrite a newer one. These two hooks do that in
 * well under 1 KB. The public doctor list is not read this way: it is a store rendered on the server
 * (@clinic/shared/stores).
 */
export { useCallQuery, type CallQuery, type QueryOptions } from './useCallQuery';
export { useCallAction, type CallAction, type ActionOptions } from './useCallAction';
export { dismissNotice, notify, reportError } from '../lib/call-report';
