import type { ReactNode } from 'react';
import { serviceName } from '@clinic/shared/clinic';
import type { Service } from '../services-data';
import { ServiceIcon } from '../../../ui/ServiceIcon';
import { useT } from '../../../i18n';
import styles from './ServiceCard.module.css';

/**
 * A service with its picture: a tinted panel with the service's glyph, alternating the two brand tints.
 * `heading`: the title's level, one below the heading the grid stands under (the services page's h1, the
 * home page's section h2), so a screen reader's list of headings skips none.
 */
export function ServiceCard({
  service,
  index,
  heading: Heading,
  children,
}: {
  service: Service;
  index: number;
  heading: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <article className={styles.card} aria-labelledby={`service-${service.id}`}>
      <div className={`${styles.image} ${index % 2 ? styles.warm : styles.cool}`} data-testid="service-image">
        <span className={styles.ring} aria-hidden="true" />
        <ServiceIcon name={service.icon} className={styles.icon} />
      </div>
      <div className={styles.body}>
        <Heading id={`service-${service.id}`} className={styles.title}>
          {serviceName(service.id)}
        </Heading>
        <p className={styles.description}>{t(`ServicesPage.description.${service.description}`)}</p>
        {children}
      </div>
    </article>
  );
}
