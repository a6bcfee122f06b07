import { Section } from '../../../ui/Section';
import { ButtonLink } from '../../../ui/ButtonLink';
import { SERVICES, SERVICES_PREVIEW_COUNT } from '../services-data';
import { ServiceGrid } from './ServiceGrid';
import styles from './ServicesPreview.module.css';

/** Six of the fifteen services, and the way to the rest. */
export function ServicesPreview() {
  return (
    <Section
      id="services-preview"
      eyebrow="Our services"
      title="Care for every stage of life"
      intro={`From newborn screening to hearing aids and speech therapy: ${SERVICES.length} services under one roof.`}
    >
      <ServiceGrid services={SERVICES.slice(0, SERVICES_PREVIEW_COUNT)} label="Featured services" />
      <div className={styles.more}>
        <ButtonLink to="/services" variant="outline">
          View More
        </ButtonLink>
      </div>
    </Section>
  );
}
