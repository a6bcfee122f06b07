import { CLINIC, telLink } from '@clinic/shared/clinic';
import { Button } from '@clinic/shared/ui';
import styles from './SectionFallback.module.css';

export function SectionFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="section-unavailable">
      <h2 id="section-unavailable">This section is unavailable right now</h2>
      <p>
        Please try again in a moment. You can still reach us by e-mail at <a href={`mailto:${CLINIC.email}`}>{CLINIC.email}</a> or by phone
        on <a href={telLink(CLINIC.phones[0])}>{CLINIC.phones[0]}</a>.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
