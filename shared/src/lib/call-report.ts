import { callApi, type CallResult } from '@clinic/shared/api-client';
import { MESSAGES, type CallName, type CallRequest } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';

/*
 * How the answer of a call is reported to the person at the screen (spec section 8.1), decided here and
 * nowhere else: the panels' hooks (@clinic/shared/data) and the profile store all go through it.
 *   - a refusal (`success: false`) is an error toast with the server's message, except for the calls in
 *     REFUSAL_LOGGED, whose refusal is only logged, a refusal carrying `affected`, which the screen
 *     turns into its keep-or-cancel question, and a staff sign-in's `mfaRequired`, which the form asks for;
 *   - a thrown error (network, timeout, an answer without the envelope) is always an error toast;
 *   - an action that went through shows the server's message as a success toast (SUCCESS_TEXT: other
 *     words, or none).
 * A helper, not an entry: it holds no state, so each entry that uses it may carry its own copy.
 */

/** Spec section 8.1: the calls whose refusal is logged to the console only. */
const REFUSAL_LOGGED: ReadonlySet<CallName> = new Set<CallName>([
  'doctorAppointments',
  'doctorCancel',
  'doctorComplete',
  'doctorProfile',
  'userProfile',
]);

/** An action's success toast when it is not the server's message; null for none (a staff login opens the panel). */
const SUCCESS_TEXT: Partial<Record<CallName, string | null>> = {
  adminLogin: null,
  doctorLogin: null,
  userBook: MESSAGES.bookingThanks,
};

/** A thrown error's toast when it is not the error's own message (spec section 8.2). */
const THROWN_TEXT: Partial<Record<CallName, string>> = { userBook: MESSAGES.bookingFailed };

export type ToastKind = 'error' | 'success' | 'warn' | 'info';

/**
 * Shows a toast. react-toastify is asked for with the first toast, not with the page (ARCHITECTURE 3.15:
 * asking for it is also what mounts the shell's toast container); until then the toast waits in its queue.
 * A toast with an `id` is one notice about one cause (a form's warning): shown again it is updated, not
 * doubled, and `dismissNotice` takes it away once its cause is fixed (decision 38).
 */
export function notify(kind: ToastKind, message: string, options: { id?: string } = {}): void {
  import('react-toastify').then(
    ({ toast }) => {
      const { id } = options;
      if (id === undefined) toast[kind](message);
      else if (toast.isActive(id)) toast.update(id, { render: message, type: kind === 'warn' ? 'warning' : kind });
      else toast[kind](message, { toastId: id });
    },
    // Offline, the toast library itself may not arrive; the message still goes somewhere.
    () => console.error(message),
  );
}

/** Takes away the notice `id`, if it is showing: what it warned about has been fixed, or is over. */
export function dismissNotice(id: string): void {
  import('react-toastify').then(
    ({ toast }) => toast.dismiss(id),
    () => undefined,
  );
}

/** A failure that is not an answer of the api (a file that could not be made, a link that lacks a part). */
export const reportError = (error: unknown): void => notify('error', error instanceof Error ? error.message : String(error));

const isAffectedQuestion = (result: object) => 'affected' in result && typeof result.affected === 'number';

/** `read` loads what a screen shows; `action` changes something, and says so when it went through. */
export type CallKind = 'read' | 'action';

/**
 * Makes a call and reports its outcome as above. Resolves to the answer the server gave (a success or a
 * refusal, already reported), or null when none came (thrown, already reported); it never rejects.
 * `wanted` is asked once the answer is in: a read nobody waits for any more (superseded, unmounted) is
 * dropped without a word.
 */
export async function callAndReport<N extends CallName>(
  name: N,
  payload: CallRequest<N>,
  kind: CallKind,
  wanted: () => boolean = () => true,
): Promise<CallResult<N> | null> {
  let result: CallResult<N>;
  try {
    result = await callApi(name, payload);
  } catch (error) {
    if (wanted()) notify('error', translateMessage(THROWN_TEXT[name] ?? (error as Error).message));
    return null;
  }
  if (!wanted()) return result;
  if (!result.success) {
    // A refusal that counts the appointments a change would touch (decisions 42 and 44) is a question the
    // screen asks in its own dialog, with these words: a toast would say it twice.
    if (isAffectedQuestion(result)) return result;
    // A staff sign-in that asks for the two-factor code (decision 47): the form asks for it, or says the code
    // was wrong, beside the field itself.
    if (result.mfaRequired) return result;
    if (REFUSAL_LOGGED.has(name)) console.error(result.message);
    else notify('error', result.message);
  } else if (kind === 'action') {
    // The client's own words are the contract's, in the reader's language; the server's came in it already.
    const text = name in SUCCESS_TEXT ? SUCCESS_TEXT[name] && translateMessage(SUCCESS_TEXT[name]) : result.message;
    if (text) notify('success', text);
  }
  return result;
}
