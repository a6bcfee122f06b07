import { specialityName } from '@clinic/shared/clinic';
import { MESSAGES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { doctorsPath } from '@clinic/shared/links';
import { EmptyState } from '@clinic/shared/ui';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useT } from '../../../i18n';
import styles from './NoMatch.module.css';

interface Props {
  /** The speciality the list is narrowed to, if any. */
  speciality?: string;
  /** The search typed, if any. */
  search: string;
  /** Called as "Clear search" is followed, so focus goes back to the search box rather than nowhere. */
  onClear: () => void;
}

/** The spec's "No doctors found", with the ways back to a list that has doctors in it. */
export function NoMatch({ speciality, search, onClear }: Props) {
  const t = useT();
  const searched = search.trim();
  return (
    <EmptyState title={translateMessage(MESSAGES.noDoctors)}>
      {searched && (
        <p className={styles.reason}>
          {speciality
            ? t('DoctorsPage.noMatch.reasonIn', { query: searched, speciality: specialityName(speciality) })
            : t('DoctorsPage.noMatch.reason', { query: searched })}
        </p>
      )}
      <div className={styles.actions}>
        {searched && (
          <ButtonLink to={doctorsPath(speciality)} variant="outline" onClick={onClear}>
            {t('DoctorsPage.noMatch.clear')}
          </ButtonLink>
        )}
        {speciality && (
          <ButtonLink to={searched ? `${doctorsPath()}?${new URLSearchParams({ q: searched })}` : doctorsPath()} variant="outline">
            {searched ? t('DoctorsPage.noMatch.searchAll') : t('DoctorsPage.noMatch.showAll')}
          </ButtonLink>
        )}
      </div>
    </EmptyState>
  );
}
