import { MESSAGES } from '@clinic/shared/contract';
import { doctorsPath } from '@clinic/shared/links';
import { EmptyState } from '@clinic/shared/ui';
import { ButtonLink } from '../../../ui/ButtonLink';
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
  const searched = search.trim();
  return (
    <EmptyState title={MESSAGES.noDoctors}>
      {searched && (
        <p className={styles.reason}>
          No doctor matches “{searched}”{speciality ? ` among ${speciality} doctors` : ''}.
        </p>
      )}
      <div className={styles.actions}>
        {searched && (
          <ButtonLink to={doctorsPath(speciality)} variant="outline" onClick={onClear}>
            Clear search
          </ButtonLink>
        )}
        {speciality && (
          <ButtonLink to={searched ? `${doctorsPath()}?${new URLSearchParams({ q: searched })}` : doctorsPath()} variant="outline">
            {searched ? 'Search all specialities' : 'Show all doctors'}
          </ButtonLink>
        )}
      </div>
    </EmptyState>
  );
}
