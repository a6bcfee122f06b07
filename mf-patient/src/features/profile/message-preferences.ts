import type { MessagePreferences } from '@clinic/shared/contract';
import { isLanguage, LANGUAGE_NAMES } from '@clinic/shared/i18n';
import { translate } from '../../i18n';

/** What the patient chose, said in words for the profile's read-only view, in the reader's language. */
export function preferenceLines(preferences: MessagePreferences): { term: string; value: string }[] {
  const { language } = preferences;
  return [
    { term: translate('Messages.emailTerm'), value: translate(preferences.notifyEmail ? 'Messages.yes' : 'Messages.no') },
    { term: translate('Messages.whatsappTerm'), value: translate(preferences.notifyWhatsapp ? 'Messages.whatsappYes' : 'Messages.no') },
    { term: translate('Messages.remindersTerm'), value: translate(preferences.reminders ? 'Messages.remindersOn' : 'Messages.off') },
    // Each language named in its own script, as the language switcher names it.
    { term: translate('Messages.languageTerm'), value: isLanguage(language) ? LANGUAGE_NAMES[language] : language },
    { term: translate('Messages.callsTerm'), value: translate(preferences.noPhoneCalls ? 'Messages.noCalls' : 'Messages.callsFine') },
  ];
}
