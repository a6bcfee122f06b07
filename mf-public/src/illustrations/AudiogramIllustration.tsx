import s from './illustrations.module.css';

/** A hearing test: an audiogram on a screen and a pair of audiometric headphones. The second hero slide. */
export function AudiogramIllustration() {
  return (
    <svg className={s.svg} viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <circle className={s.soft} cx="240" cy="200" r="172" />
      <circle className={s.accentSoft} cx="74" cy="92" r="34" />
      <rect className={s.paper} x="86" y="74" width="290" height="214" rx="20" />
      <rect className={s.primary} x="86" y="74" width="290" height="40" rx="20" />
      <rect className={s.primary} x="86" y="96" width="290" height="18" />
      <circle className={s.paper} cx="112" cy="94" r="6" />
      <circle className={s.accentSoft} cx="132" cy="94" r="6" />
      {[140, 172, 204, 236, 268].map((y) => (
        <path key={y} className={s.lineBorder} d={`M112 ${y}H352`} />
      ))}
      {[112, 160, 208, 256, 304, 352].map((x) => (
        <path key={x} className={s.lineBorder} d={`M${x} 132V272`} />
      ))}
      {/* right ear (teal) and left ear (amber), both within normal limits at low pitches */}
      <polyline className={s.line} points="112,150 160,156 208,164 256,186 304,206 352,222" />
      <polyline className={s.lineAccent} strokeWidth="6" points="112,160 160,164 208,176 256,196 304,218 352,236" />
      {[
        [112, 150],
        [160, 156],
        [208, 164],
        [256, 186],
        [304, 206],
        [352, 222],
      ].map(([x, y]) => (
        <circle key={x} className={s.primary} cx={x} cy={y} r="7" />
      ))}
      {/* headphones */}
      <path className={s.lineStrong} d="M300 322c0-58 36-94 78-94s78 36 78 94" />
      <rect className={s.strong} x="282" y="300" width="40" height="70" rx="16" />
      <rect className={s.strong} x="434" y="300" width="40" height="70" rx="16" />
      <rect className={s.accent} x="294" y="318" width="16" height="34" rx="8" />
      <rect className={s.primary} x="446" y="318" width="16" height="34" rx="8" />
    </svg>
  );
}
