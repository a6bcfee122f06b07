import { isLanguage, type Language } from '@clinic/shared/i18n';
import { useProfileStore } from '@clinic/shared/stores';

/**
 * A signed-in patient's choice goes into their profile too, so their e-mails and WhatsApp messages follow
 * it. The profile update takes the whole profile; the fields are sent back as they stand.
 */
export function saveProfileLanguage(lang: Language): Promise<void> {
  const profile = useProfileStore.getState().profile;
  if (!profile || profile.preferences.language === lang) return Promise.resolve();
  return (async () => {
    const { callApi } = await import('@clinic/shared/api-client');
    const body = new FormData();
    body.append('name', profile.name);
    body.append('phone', profile.phone);
    body.append('address', JSON.stringify(profile.address));
    body.append('gender', profile.gender);
    body.append('dob', profile.dob);
    body.append('language', lang);
    const result = await callApi('userUpdateProfile', body as never).catch(() => null);
    if (result?.success) void useProfileStore.getState().load();
  })();
}

/** The language a patient's profile asks for when they sign in, if it is one the site is written in. */
export const profileLanguage = (): Language | undefined => {
  const language = useProfileStore.getState().profile?.preferences.language;
  return isLanguage(language) ? language : undefined;
};
