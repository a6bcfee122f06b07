import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useT } from '../../../i18n';

/** What the change is, for the dialog's title. */
export type AffectingChange = 'hours' | 'closure' | 'leave';

interface Props {
  change: AffectingChange;
  /** How many booked appointments the change falls on; null: the dialog is closed. */
  affected: number | null;
  onCancelThem: () => void;
  onBack: () => void;
}

/**
 * Decision 44: a change to the calendar over booked appointments is not saved until the admin says what
 * becomes of them. Back (the safe choice, focused first) keeps everything as it was; "Cancel them and
 * save" cancels those appointments, frees their times and saves the change.
 */
export function AffectedDialog({ change, affected, onCancelThem, onBack }: Props) {
  const t = useT();
  const count = affected ?? 0;
  return (
    <ConfirmDialog
      open={affected !== null}
      title={affected !== null ? t(`AffectedDialog.${change}`, { count }) : ''}
      confirmLabel={t('AffectedDialog.confirm')}
      onConfirm={onCancelThem}
      onClose={onBack}
      backLabel={t('common.back')}
    >
      <p>{t('AffectedDialog.notSaved', { count })}</p>
      <p>{t('AffectedDialog.effect', { count })}</p>
    </ConfirmDialog>
  );
}
