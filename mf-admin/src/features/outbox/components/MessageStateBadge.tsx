import type { MessageState } from '@clinic/shared/contract';
import { useT } from '../../../i18n';
import styles from './Outbox.module.css';

/** A message's state in words, with a tone and an outline for failed; never colour alone. */
export function MessageStateBadge({ state }: { state: MessageState }) {
  const t = useT();
  return <span className={`${styles.badge} ${styles[`badge_${state}`]}`}>{t(`Outbox.state.${state}`)}</span>;
}
