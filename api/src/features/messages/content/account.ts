import { EMAIL_LINK_DAYS, PHONE_CODE_MINUTES, RESET_LINK_MINUTES } from '@clinic/shared/contract';
import type { Language } from '@clinic/shared/i18n';
import type { RenderedMessage } from '../types';
import { renderLetter, reworded } from './letter';
import { wordsIn } from './wording';

/**
 * Messages about the account itself (decision 47), by e-mail only. Short and plain: many of the clinic's
 * patients are older and read slowly; each says what happened and the one thing to do if it was not them.
 */

export interface AccountLetterFacts {
  name: string;
  /** The patient's or doctor's own sign-in page, or the reset link (hidden in the outbox). */
  link: string;
  /** A patient's language for messages (decision 32); English when not given (staff have no such choice). */
  language?: Language;
}

export const passwordResetLetter = (f: AccountLetterFacts) =>
  oneLinkLetter('passwordReset', 'account_password_reset', f, { minutes: RESET_LINK_MINUTES });

export function passwordChangedLetter(f: AccountLetterFacts): RenderedMessage {
  const t = wordsIn(f.language ?? 'en');
  return renderLetter({
    template: 'account_password_changed',
    language: f.language,
    subject: t('passwordChanged.subject'),
    heading: t('passwordChanged.subject'),
    sections: [
      { p: t('passwordChanged.opening') },
      { p: t('passwordChanged.wasYou') },
      { p: t('passwordChanged.notYou') },
      { link: t('passwordChanged.link'), url: '{link}' },
    ],
    values: { name: f.name, link: f.link },
  });
}

export function signInFailuresLetter(f: AccountLetterFacts & { failures: number }): RenderedMessage {
  const t = wordsIn(f.language ?? 'en');
  return renderLetter({
    template: 'account_sign_in_failures',
    language: f.language,
    subject: t('signInFailures.subject'),
    heading: t('signInFailures.subject'),
    sections: [
      { p: t('signInFailures.opening') },
      { p: t('signInFailures.wasYou') },
      { p: t('signInFailures.notYou') },
      { link: t('signInFailures.link'), url: '{link}' },
    ],
    values: { name: f.name, link: f.link, failures: String(f.failures) },
  });
}

/**
 * The one-time code that proves a phone (decision 52), for WhatsApp only: the code first, so it shows in the
 * phone's notification. Meta's authentication templates carry it as the one parameter.
 */
export function phoneCodeLetter(f: { code: string; language?: Language }): RenderedMessage {
  const t = wordsIn(f.language ?? 'en');
  return renderLetter({
    template: reworded('account_phone_code'),
    language: f.language,
    subject: t('phoneCode.subject'),
    heading: t('phoneCode.subject'),
    sections: [{ p: t('phoneCode.code', { minutes: PHONE_CODE_MINUTES }) }],
    values: { code: f.code },
  });
}

/** The link that proves the account's e-mail (decision 34), sent at sign-up and when asked again. */
export const emailProofLetter = (f: AccountLetterFacts) => oneLinkLetter('emailProof', 'account_email_proof', f, { days: EMAIL_LINK_DAYS });

/** A letter that is one secret link: what it is for, the link, how long it works, and what to do if it was not you. */
function oneLinkLetter(
  words: 'passwordReset' | 'emailProof',
  template: string,
  f: AccountLetterFacts,
  lasts: { minutes: number } | { days: number },
): RenderedMessage {
  const t = wordsIn(f.language ?? 'en');
  return renderLetter({
    template,
    language: f.language,
    subject: t(`${words}.subject`),
    heading: t(`${words}.subject`),
    sections: [
      { p: t(`${words}.opening`) },
      { link: t(`${words}.link`), url: '{link}' },
      { p: t(`${words}.works`, lasts) },
      { p: t(`${words}.ignore`) },
    ],
    values: { name: f.name, link: f.link },
  });
}
