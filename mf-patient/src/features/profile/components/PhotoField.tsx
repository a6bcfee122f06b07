import type { ChangeEvent } from 'react';
import { notify } from '@clinic/shared/data';
import { translate, useT } from '../../../i18n';
import styles from './Profile.module.css';

const MAX_BYTES = 5 * 1024 * 1024;

/** The photo picker: the current picture, or the chosen one as a preview until it is saved. */
export function PhotoField({ current, preview, onPick }: { current: string; preview: string | null; onPick: (file: File | null) => void }) {
  const t = useT();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size > MAX_BYTES) {
      notify('warn', translate('Photo.tooLarge'));
      event.target.value = '';
      return;
    }
    onPick(file);
  };
  return (
    <div className={styles.photoField}>
      <img
        src={preview ?? current}
        alt={preview ? t('Photo.previewAlt') : t('Photo.currentAlt')}
        width={128}
        height={128}
        className={styles.avatar}
      />
      <label className={styles.photoButton}>
        {preview ? t('Photo.chooseAnother') : t('Photo.change')}
        <input type="file" accept="image/png,image/jpeg,image/webp" className="visually-hidden" onChange={pick} />
      </label>
      {preview && <span className={styles.photoNote}>{t('Photo.notSaved')}</span>}
    </div>
  );
}
