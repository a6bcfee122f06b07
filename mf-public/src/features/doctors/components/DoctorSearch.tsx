import { useEffect, useId, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { loadClinicTerms } from '@clinic/shared/search/terms';
import { useT } from '../../../i18n';
import styles from './DoctorSearch.module.css';

/**
 * The search box above the grid. A real GET form: before the page's scripts run, Enter still brings the
 * server's rendering of `?q=`; afterwards the grid follows each letter and the form never submits.
 */
export function DoctorSearch({
  text,
  onChange,
  inputRef,
}: {
  text: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement>;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const t = useT();
  // Letters typed before the page hydrated: React kept them in the box, the search learns them (as
  // lib/typed-before-hydration does for a whole form; written out here, where every byte is on /doctors' first load).
  useEffect(() => {
    const typed = inputRef.current!.value;
    if (typed !== text) onChange(typed);
    // Once, after hydration: later the box and the text agree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form role="search" className={styles.search} method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className={styles.label}>
        {t('DoctorsPage.search.label')}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="search"
        name="q"
        value={text}
        placeholder={t('DoctorsPage.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        // The term table is asked for as the reader comes to the box, so it is there by the first letter.
        onFocus={() => void loadClinicTerms()}
      />
    </form>
  );
}
