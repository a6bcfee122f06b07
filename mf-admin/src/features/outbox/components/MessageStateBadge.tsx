import type { MessageState } from '@clinic/shared/contract';
import { STATE_LABEL } from '../outbox';
import styles from './Outbox.module.css';

/** A message's state in words, with a tone and an outline for failed; never colour alone. */
export function MessageStateBadge({ state }: { state: MessageState }) {
  return <span className={`${styles.badge} ${styles[`badge_${state}`]}`}>{STATE_LABEL[state]}</span>;
}
