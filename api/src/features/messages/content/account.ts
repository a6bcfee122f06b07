import { RESET_LINK_MINUTES } from '@clinic/shared/contract';
import type { RenderedMessage } from '../types';
import { renderLetter } from './letter';

/**
 * Messages about the account itself (issue 22), by e-mail only. Short and plain: many of the clinic's
 * patients are older and read slowly; each says what happened and the one thing to do if it was not them.
 */

export interface AccountLetterFacts {
  name: string;
  /** The patient's or doctor's own sign-in page, or the reset link (hidden in the outbox). */
  link: string;
}

export function passwordResetLetter(f: AccountLetterFacts): RenderedMessage {
  return renderLetter({
    template: 'account_password_reset',
    subject: 'Reset your password',
    heading: 'Reset your password',
    sections: [
      {
        p: 'Dear {name}, we were asked to reset the password of your account. If this was you, open the link below to choose a new password.',
      },
      { link: 'Choose a new password', url: '{link}' },
      { p: `The link works once, for ${RESET_LINK_MINUTES} minutes.` },
      { p: 'If you did not ask for this, you can ignore this e-mail. Your password stays the same.' },
    ],
    values: { name: f.name, link: f.link },
  });
}

export function passwordChangedLetter(f: AccountLetterFacts): RenderedMessage {
  return renderLetter({
    template: 'account_password_changed',
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    sections: [
      { p: 'Dear {name}, the password of your account was just changed. You have been signed out on your other devices.' },
      { p: 'If this was you, there is nothing more to do.' },
      { p: 'If it was not you, please reset your password now and call the clinic.' },
      { link: 'Reset my password', url: '{link}' },
    ],
    values: { name: f.name, link: f.link },
  });
}

export function signInFailuresLetter(f: AccountLetterFacts & { failures: number }): RenderedMessage {
  return renderLetter({
    template: 'account_sign_in_failures',
    subject: 'Someone tried to sign in to your account',
    heading: 'Someone tried to sign in to your account',
    sections: [
      {
        p: 'Dear {name}, someone tried to sign in to your account {failures} times with a wrong password. We now make each new try wait longer.',
      },
      { p: 'If this was you, there is nothing more to do. Your account is not locked.' },
      { p: 'If it was not you, please reset your password.' },
      { link: 'Reset my password', url: '{link}' },
    ],
    values: { name: f.name, link: f.link, failures: String(f.failures) },
  });
}
