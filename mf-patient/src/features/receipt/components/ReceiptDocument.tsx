import type { Receipt } from '@clinic/shared/contract';
import { receiptFacts } from '@clinic/shared/receipt';
import styles from './Receipt.module.css';

const STANDING = { paid: 'Paid', started: 'Refund started', refunded: 'Refunded' } as const;

/**
 * The receipt as a document (decision 51): the same lines, in the same words, as its PDF. The amount paid
 * stands out; the payment's standing is said in words, never colour alone.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { clinic } = receipt;
  const standing = receipt.refund?.state ?? 'paid';
  return (
    <article className={styles.document} aria-label={`Receipt ${receipt.number}`}>
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
        <p className={`${styles.standing} ${standing === 'started' ? styles.standingPending : ''}`}>{STANDING[standing]}</p>
      </header>
      <dl className={styles.facts}>
        {receiptFacts(receipt).map(({ label, value }) => (
          <div key={label} className={label === 'Amount paid' ? styles.amount : label === 'Refund' ? styles.refund : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Questions about this receipt? Call {clinic.phone} or write to {clinic.email}, quoting {receipt.reference}.
      </p>
    </article>
  );
}
