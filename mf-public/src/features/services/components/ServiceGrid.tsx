import type { ReactNode } from 'react';
import type { Service } from '../services-data';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceGrid.module.css';

/** `footer`: what a page adds under each service (the services page: who offers it). */
export function ServiceGrid({ services, label, footer }: { services: Service[]; label: string; footer?: (service: Service) => ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard service={service} index={index}>
            {footer?.(service)}
          </ServiceCard>
        </li>
      ))}
    </ul>
  );
}
