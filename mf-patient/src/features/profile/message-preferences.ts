import type { MessageLanguage, MessagePreferences } from '@clinic/shared/contract';

export const LANGUAGE_NAMES: Record<MessageLanguage, string> = { en: 'English' };

/** What the patient chose, said in words for the profile's read-only view. */
export function preferenceLines(preferences: MessagePreferences): { term: string; value: string }[] {
  return [
    { term: 'E-mail', value: preferences.notifyEmail ? 'Yes' : 'No' },
    { term: 'WhatsApp', value: preferences.notifyWhatsapp ? 'Yes, on the phone number I book with' : 'No' },
    { term: 'Reminders', value: preferences.reminders ? 'Before each appointment' : 'Off' },
    { term: 'Language', value: LANGUAGE_NAMES[preferences.language] },
    { term: 'Phone calls', value: preferences.noPhoneCalls ? 'I cannot take phone calls' : 'Phone calls are fine' },
  ];
}
