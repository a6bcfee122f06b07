import { formatPhone } from '@clinic/shared/contract';
import { useProfileStore } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import { PhoneProof } from '../../components/PhoneProof';
import { updateOwnProfile } from '../../lib/update-own-profile';
import styles from './BookingConfirmationPanel.module.css';

/**
 * After booking (decision 52): a patient whose profile has a number not yet confirmed is offered their
 * messages on WhatsApp there; the clinic sends to it only once a code sent to it has come back (decision 52).
 */
export function WhatsappOffer() {
  const t = useT();
  const profile = useProfileStore((s) => s.profile);
  if (!profile?.phone) return null;
  const phone = formatPhone(profile.phone);
  if (profile.phoneVerified)
    return profile.preferences.notifyWhatsapp ? <p className={styles.next}>{t('BookingConfirmation.whatsappOn', { phone })}</p> : null;
  return (
    <div className={styles.whatsapp}>
      <h3 className={styles.nextHeading}>{t('BookingConfirmation.whatsappHeading')}</h3>
      <PhoneProof
        profile={profile}
        intro={t('BookingConfirmation.whatsappOffer', { phone })}
        onConfirmed={() => updateOwnProfile({ notifyWhatsapp: true })}
      />
    </div>
  );
}
