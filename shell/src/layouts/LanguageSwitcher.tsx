import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NAMES, setLanguage, useLanguage, type Language } from '@clinic/shared/i18n';
import { useT } from '../i18n';
import { useFullPageLoads } from '../islands/full-page-loads';
import { saveProfileLanguage } from './save-profile-language';
import styles from './LanguageSwitcher.module.css';

/** The address in another language: this page, `?lang=kn` (the server answers in it and keeps it in the cookie). */
function hrefIn(lang: Language, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * English · हिन्दी · ಕನ್ನಡ, each named in its own script. Links, so they work before the scripts arrive
 * (the server renders the chosen language); once the page runs, a choice switches every app in place, or
 * on a page served as islands loads it again in that language.
 */
export function LanguageSwitcher({ className, onChosen }: { className?: string; onChosen?: () => void }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fullPageLoads = useFullPageLoads();

  function choose(event: MouseEvent<HTMLAnchorElement>, lang: Language) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChosen?.();
    if (fullPageLoads) {
      // Most of a page served as islands is the server's HTML: the server writes it again, in this language.
      const { href } = event.currentTarget;
      void saveProfileLanguage(lang).finally(() => window.location.assign(href));
      return;
    }
    void setLanguage(lang).then(() => {
      // An address that named a language would bring the old one back on reload.
      const params = new URLSearchParams(search);
      if (params.has('lang')) {
        params.delete('lang');
        const query = params.toString();
        navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
      }
      void saveProfileLanguage(lang);
    });
  }

  return (
    <nav aria-label={t('language.label')} className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <ul>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={hrefIn(lang, pathname, search)}
              lang={lang}
              hrefLang={lang}
              // Each language is named in its own script, the same on every page.
              translate="no"
              aria-current={lang === current ? 'true' : undefined}
              onClick={(event) => choose(event, lang)}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
