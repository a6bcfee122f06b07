import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../http/errors';
import { msg } from '../../i18n';

export const TOO_COMMON = msg('This password is one of the most common. Please choose another one.');
export const TOO_EASY = msg('This password is too easy to guess. Please add another word or two.');
export const HAS_EMAIL_NAME = msg('This password contains your e-mail name. Please choose one that does not.');

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common-password and diceware lists, loaded once, on the first password to check
 * (a few megabytes: the api starts without them). Offline: nothing is fetched at run time.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * Why a new password (sign-up, reset, change) is refused, or undefined when it will do. The contract
 * already holds it to 8–200 characters; here: not one of the most common passwords, a zxcvbn score of
 * at least 2 ("somewhat guessable": about 10^8 guesses, beyond online guessing with the sign-in slowdown),
 * and not the part of the account's e-mail before the @.
 */
export async function passwordProblem(password: string, account: { email: string; name?: string }): Promise<string | undefined> {
  const emailName = account.email.split('@')[0]!.toLowerCase();
  if (emailName.length >= 3 && password.toLowerCase().includes(emailName)) return HAS_EMAIL_NAME;
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [account.email, emailName, ...(account.name ? [account.name] : [])]);
  const [only] = result.sequence;
  const whole = result.sequence.length === 1 && only?.pattern === 'dictionary' && only.token.length === password.length;
  if (whole && only.dictionaryName === 'passwords-common') return TOO_COMMON;
  if (result.score < 2) return TOO_EASY;
  return undefined;
}

/** Throws the 400 that says why, when the password will not do. */
export async function assertGoodPassword(password: string, account: { email: string; name?: string }): Promise<void> {
  const problem = await passwordProblem(password, account);
  if (problem) throw badRequest(problem);
}
