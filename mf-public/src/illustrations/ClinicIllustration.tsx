import s from './illustrations.module.css';

/** The clinic building with the sun coming up behind it. */
export function ClinicIllustration() {
  return (
    <svg className={s.svg} viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <circle className={s.soft} cx="240" cy="210" r="176" />
      <circle className={s.accentSoft} cx="340" cy="118" r="70" />
      <circle className={s.accent} cx="340" cy="118" r="46" />
      <rect className={s.paper} x="118" y="150" width="244" height="184" rx="8" />
      <rect className={s.primary} x="106" y="134" width="268" height="28" rx="8" />
      <rect className={s.strong} x="176" y="174" width="128" height="30" rx="8" />
      <path className={s.lineLight} d="M196 189h40M248 189h36" />
      {[
        [140, 222],
        [300, 222],
        [140, 272],
        [300, 272],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} className={s.soft} x={x} y={y} width="40" height="34" rx="6" />
      ))}
      <rect className={s.strong} x="212" y="250" width="56" height="84" rx="6" />
      <rect className={s.paper} x="222" y="262" width="36" height="28" rx="4" opacity="0.35" />
      <circle className={s.accent} cx="258" cy="296" r="4" />
      <circle className={s.success} cx="82" cy="282" r="36" opacity="0.85" />
      <rect className={s.hair} x="78" y="306" width="8" height="30" rx="3" />
      <circle className={s.success} cx="404" cy="292" r="28" opacity="0.85" />
      <rect className={s.hair} x="400" y="310" width="8" height="26" rx="3" />
      <rect className={s.border} x="46" y="334" width="388" height="10" rx="5" />
    </svg>
  );
}
