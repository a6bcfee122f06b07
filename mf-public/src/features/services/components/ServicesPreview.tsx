import { Section } from '../../../ui/Section';
import { ButtonLink } from '../../../ui/ButtonLink';
import { SERVICES, SERVICES_PREVIEW_COUNT } from '../services-data';
import { ServiceGrid } from './ServiceGrid';
import { useT } from '../../../i18n';
import styles from './ServicesPreview.module.css';

/** Six of the fifteen services, and the way to the rest. */
export function ServicesPreview() {
  const t = useT();
  return (
    <Section
      id="services-preview"
      eyebrow={t('HomePage.servicesPreview.eyebrow')}
      title={t('HomePage.servicesPreview.title')}
      intro={t('HomePage.servicesPreview.intro', { count: SERVICES.length })}
    >
      <ServiceGrid services={SERVICES.slice(0, SERVICES_PREVIEW_COUNT)} label={t('HomePage.servicesPreview.label')} heading="h3" />
      <div className={styles.more}>
        <ButtonLink to="/services" variant="outline">
          {t('HomePage.servicesPreview.more')}
        </ButtonLink>
      </div>
    </Section>
  );
}
