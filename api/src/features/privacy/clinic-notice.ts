import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { queueClinicMail } from '../accounts';
import { renderLetter } from '../messages';

/**
 * Tells the clinic's inbox that a patient deleted their account and how many future appointments that
 * cancelled (the doctors hear of each one from the message engine). It names nobody: the point of the
 * deletion is that the clinic no longer knows who it was. Without CLINIC_INBOX it is kept, skipped, on the
 * outbox, as a contact message would be.
 */
export async function queueAccountDeletedNotice(tx: Db, config: ApiConfig, { userId, cancelled }: { userId: string; cancelled: number }) {
  const rendered = renderLetter({
    template: 'clinic_account_deleted',
    subject: 'A patient deleted their account',
    heading: 'A patient deleted their account',
    sections: [
      {
        p: 'A patient deleted their account on the website. Their name and contact details are gone; their past appointments stay, without a name.',
      },
      { facts: [['Future appointments cancelled', '{cancelled}']] },
      { p: 'Each doctor concerned is told about their cancelled appointments.' },
    ],
    values: { cancelled: String(cancelled) },
  });
  // One notice per account, however the request is repeated.
  await queueClinicMail(tx, config, { kind: 'account-deleted', key: userId, rendered });
}
