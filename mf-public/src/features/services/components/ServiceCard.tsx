import type { ReactNode } from 'react';
import { serviceName } from '@clinic/shared/clinic';
import type { Service } from '../services-data';
import { ServiceIcon } from '../../../ui/ServiceIcon';
import { useT } from '../../../i18n';
import styles from './ServiceCard.module.css';

/** A service with its picture: a tinted panel with the service's glyph, alternating the two brand tints. */
export function ServiceCard({ service, index, children }: { service: Service; index: number; children?: ReactNode }) {
  const t = useT();
  return (
    <article className={styles.card} aria-labelledby={`service-${service.id}`}>
      <div className={`${styles.image} ${index % 2 ? styles.warm : styles.cool}`} data-testid="service-image">
        <span className={styles.ring} aria-hidden="true" />
        <ServiceIcon name={service.icon} className={styles.icon} />
      </div>
      <div className={styles.body}>
        <h3 id={`service-${service.id}`} className={styles.title}>
          {serviceName(service.id)}
        </h3>
        <p className={styles.description}>{t(`ServicesPage.description.${service.description}`)}</p>
        {children}
      </div>
    </article>
  );
}
