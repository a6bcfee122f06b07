import { PAGE_ROUTES } from './routes';
import { STAFF_ROUTES } from './staff-routes';

/**
 * Every call of the contract: for the api, the schemas (calls.ts) and the types. A module of its own, so a
 * page's bundle, which reads only PAGE_ROUTES, leaves it (and the staff table) out.
 */
export const CALL_ROUTES = { ...PAGE_ROUTES, ...STAFF_ROUTES } as const;
