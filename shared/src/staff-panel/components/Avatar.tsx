import styles from './cards.module.css';

/** A person's photo, or their initials while none exists; decorative, since the name is always beside it. */
export function Avatar({ src, name, size = 40 }: { src?: string; name: string; size?: number }) {
  if (src) return <img className={styles.avatar} src={src} alt="" width={size} height={size} loading="lazy" />;
  const initials = name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
