import { CLINIC, telLink } from '@clinic/shared/clinic';
import { richText } from '@clinic/shared/i18n';
import { Button } from '@clinic/shared/ui';
import { useT } from '../i18n';
import styles from './SectionFallback.module.css';

export function SectionFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="section-unavailable">
      <h2 id="section-unavailable">{t('SectionFallback.title')}</h2>
      <p>
        {richText(t('SectionFallback.text', { email: CLINIC.email, phone: CLINIC.phones[0] }), {
          mail: (text) => <a href={`mailto:${CLINIC.email}`}>{text}</a>,
          phone: (text) => <a href={telLink(CLINIC.phones[0])}>{text}</a>,
        })}
      </p>
      <Button onClick={onRetry}>{t('SectionFallback.retry')}</Button>
    </section>
  );
}
