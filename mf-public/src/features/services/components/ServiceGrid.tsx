import type { Service } from '../services-data';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceGrid.module.css';

export function ServiceGrid({ services, label }: { services: Service[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard service={service} index={index} />
        </li>
      ))}
    </ul>
  );
}
