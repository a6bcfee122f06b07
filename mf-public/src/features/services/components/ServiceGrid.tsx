import type { ReactNode } from 'react';
import type { Service } from '../services-data';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceGrid.module.css';

/** `footer`: what a page adds under each service (the services page: who offers it); `heading`: the cards' title level. */
export function ServiceGrid({
  services,
  label,
  heading,
  footer,
}: {
  services: Service[];
  label: string;
  heading: 'h2' | 'h3';
  footer?: (service: Service) => ReactNode;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard service={service} index={index} heading={heading}>
            {footer?.(service)}
          </ServiceCard>
        </li>
      ))}
    </ul>
  );
}
