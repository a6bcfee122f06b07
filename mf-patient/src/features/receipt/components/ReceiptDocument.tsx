import type { Receipt } from '@clinic/shared/contract';
import { receiptFacts } from '@clinic/shared/receipt';
import { useT } from '../../../i18n';
import styles from './Receipt.module.css';

const STANDING = { paid: 'Receipt.paid', started: 'Receipt.refundStarted', refunded: 'Receipt.refunded' } as const;

/**
 * The receipt as a document (decision 51): the same lines, in the same words, as its PDF. The amount paid
 * stands out; the payment's standing is said in words, never colour alone.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const { clinic } = receipt;
  const standing = receipt.refund?.state ?? 'paid';
  return (
    <article className={styles.document} aria-label={t('Receipt.label', { number: receipt.number })}>
      <header className={styles.letterhead}>
        <div>
          <p className={styles.clinicName}>{clinic.name}</p>
          <address className={styles.address}>
            {clinic.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {clinic.phone} · {clinic.email}
            </span>
          </address>
        </div>
        <p className={`${styles.standing} ${standing === 'started' ? styles.standingPending : ''}`}>{t(STANDING[standing])}</p>
      </header>
      <dl className={styles.facts}>
        {receiptFacts(receipt).map(({ key, label, value }) => (
          <div key={key} className={key === 'amountPaid' ? styles.amount : key === 'refund' ? styles.refund : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('Receipt.questions', { phone: clinic.phone, email: clinic.email, reference: receipt.reference })}</p>
    </article>
  );
}
