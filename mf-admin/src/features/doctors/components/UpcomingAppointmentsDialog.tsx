import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useT } from '../../../i18n';
import type { PendingDecision } from '../hooks/useDoctorActions';

interface Props {
  decision: PendingDecision | null;
  onKeep: () => void;
  onCancelThem: () => void;
  onBack: () => void;
}

/**
 * Decision 42: before a doctor with upcoming appointments is made unavailable or deleted, the admin is told
 * how many and chooses what becomes of them. Focus starts on Back, the safe choice, and returns to the
 * switch or button after.
 */
export function UpcomingAppointmentsDialog({ decision, onKeep, onCancelThem, onBack }: Props) {
  const t = useT();
  const count = decision?.upcoming ?? 0;
  const unavailable = decision?.kind === 'unavailable';
  return (
    <ConfirmDialog
      open={decision !== null}
      title={decision ? t('UpcomingAppointmentsDialog.title', { name: decision.doctor.name, count }) : ''}
      confirmLabel={unavailable ? t('UpcomingAppointmentsDialog.cancelThem') : t('UpcomingAppointmentsDialog.cancelAndDelete')}
      onConfirm={onCancelThem}
      onClose={onBack}
      backLabel={t('common.back')}
      otherAction={unavailable ? { label: t('UpcomingAppointmentsDialog.keepThem'), onClick: onKeep } : undefined}
    >
      {decision &&
        (unavailable ? (
          <>
            <p>{t('UpcomingAppointmentsDialog.unavailableQuestion', { count })}</p>
            <p>{t('UpcomingAppointmentsDialog.unavailableChoices')}</p>
          </>
        ) : (
          <>
            <p>{t('UpcomingAppointmentsDialog.deleteExplained', { count })}</p>
            <p>{t('UpcomingAppointmentsDialog.cannotUndo')}</p>
          </>
        ))}
    </ConfirmDialog>
  );
}
