import { useEffect, useId, useRef } from 'react';
import { MESSAGES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Icon } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { useImagePreview } from '../hooks/useImagePreview';
import styles from './ImagePicker.module.css';

interface Props {
  file: File | null;
  missing: boolean;
  onChange: (file: File | null) => void;
  /** When editing: the doctor's photo now, kept unless another is chosen. */
  current?: string;
}

/** The doctor's photo: a large labelled target that opens the file chooser, with a preview once chosen. */
export function ImagePicker({ file, missing, onChange, current }: Props) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useImagePreview(file) ?? current;
  const hint = file ? t('ImagePicker.chosen', { file: file.name }) : current ? t('ImagePicker.keepCurrent') : t('ImagePicker.formats');

  // After the form resets, the input must forget the old file too, or choosing it again changes nothing.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.target}>
        {preview ? <img src={preview} alt="" className={styles.preview} width={96} height={96} /> : <Icon name="upload" size={32} />}
        <span className={styles.text}>
          <span className={styles.title}>{current ? t('ImagePicker.change') : t('ImagePicker.upload')}</span>
          <span className={styles.hint}>{hint}</span>
        </span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className={styles.input}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {missing && (
        <p id={`${id}-error`} className={styles.error}>
          {translateMessage(MESSAGES.imageNotSelected)}
        </p>
      )}
    </div>
  );
}
