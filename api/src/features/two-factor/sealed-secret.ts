import { seal, unseal } from '../../http/sealed-text';

/**
 * Authenticator secrets are kept sealed: a copy of the database alone (a backup, a dump) does not let
 * anyone make codes. Changing JWT_SECRET makes every secret unreadable: app codes stop working, the backup
 * codes (kept hashed) still sign in, and with one the person turns two-factor off and sets it up again.
 */
export const sealSecret = (jwtSecret: string, secret: string) => seal(jwtSecret, 'clinic staff two-factor secret', secret);

/** The secret, or undefined when it was sealed under another key (JWT_SECRET changed). */
export const unsealSecret = (jwtSecret: string, stored: string) => unseal(jwtSecret, 'clinic staff two-factor secret', stored);
