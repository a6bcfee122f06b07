import { Link, type LinkProps } from 'react-router-dom';
import styles from './ButtonLink.module.css';

/** A link that looks like a button: for navigation that reads as an action ("Book an Appointment"). */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: 'primary' | 'outline' | 'light' }) {
  return <Link className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...props} />;
}
