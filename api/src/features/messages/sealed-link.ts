import { seal, unseal } from '../../http/sealed-text';

/**
 * A reset link must not sit readable in the outbox (the admin reads it, backups copy it): the message row
 * keeps it sealed and its text and HTML hold `LINK_HIDDEN` instead; the worker opens the seal only to
 * send. Changing JWT_SECRET leaves queued links unopenable, which is harmless: they expire in 30 minutes.
 */
export const LINK_HIDDEN = '(link hidden)';

export const sealLink = (jwtSecret: string, link: string) => seal(jwtSecret, 'clinic account mail link', link);

/** The link, or undefined when it was sealed under another key or is damaged. */
export const unsealLink = (jwtSecret: string, stored: string) => unseal(jwtSecret, 'clinic account mail link', stored);
