import { calls } from './calls';
import { PAGE_ROUTES, type CallRoute } from './routes';
import { STAFF_ROUTES } from './staff-routes';

// Every page downloads PAGE_ROUTES; the staff panels' calls arrive with the first of them (api-client).
test('the pages’ table holds no call behind a staff token, the staff table only those, and together every call', () => {
  const behindStaffToken = (route: CallRoute) => route.auth === 'atoken' || route.auth === 'dtoken';
  expect(Object.values<CallRoute>(PAGE_ROUTES).filter(behindStaffToken)).toEqual([]);
  expect(Object.values<CallRoute>(STAFF_ROUTES).every(behindStaffToken)).toBe(true);
  expect(Object.keys(PAGE_ROUTES).filter((name) => name in STAFF_ROUTES)).toEqual([]);
  expect([...Object.keys(PAGE_ROUTES), ...Object.keys(STAFF_ROUTES)].sort()).toEqual(Object.keys(calls).sort());
});
