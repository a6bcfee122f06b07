import type { ExtraClaims } from '../../http/tokens';

/**
 * An account under a day old (decision 34) shares the clinic's hourly budget for new accounts' bookings. A
 * patient's token says until when the account counts as new (claim `nw`, Unix seconds), signed in with
 * it, so booking knows without reading the account: an established patient's booking costs nothing more.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60_000;
export const NEW_UNTIL_CLAIM = 'nw';

/** The claim for an account created at `createdAt`, or none once it is a day old. */
export function newAccountClaim(createdAt: Date, now = new Date()): ExtraClaims {
  const until = createdAt.getTime() + NEW_ACCOUNT_MS;
  return until > now.getTime() ? { [NEW_UNTIL_CLAIM]: String(Math.ceil(until / 1000)) } : {};
}

/** Whether the token's account is still new at `now`. */
export function isNewAccount(claims: ExtraClaims, now = new Date()): boolean {
  const raw = claims[NEW_UNTIL_CLAIM];
  return raw !== undefined && /^\d{1,12}$/.test(raw) && Number(raw) * 1000 > now.getTime();
}
