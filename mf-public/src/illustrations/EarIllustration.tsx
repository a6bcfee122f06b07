import s from './illustrations.module.css';

/** An ear wearing a behind-the-ear hearing aid, with sound arriving: the first hero slide. */
export function EarIllustration() {
  return (
    <svg className={s.svg} viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <circle className={s.soft} cx="260" cy="205" r="172" />
      <circle className={s.accentSoft} cx="402" cy="78" r="40" />
      <circle className={s.accent} cx="86" cy="330" r="10" />
      <circle className={s.primary} cx="420" cy="318" r="7" />
      {/* sound arriving from the left */}
      <path className={s.lineAccent} d="M128 168 Q152 216 128 264" />
      <path className={s.lineAccent} d="M98 140 Q138 216 98 292" opacity="0.75" />
      <path className={s.lineAccent} d="M68 112 Q124 216 68 320" opacity="0.5" />
      {/* the ear */}
      <path
        className={s.skin}
        d="M262 78c70 0 112 50 112 112 0 50-28 74-44 98-14 22-14 44-30 62-18 20-50 22-70 6-17-14-18-38-8-54 10-16 26-24 28-44 2-20-22-28-38-46-16-18-22-42-16-64 12-46 34-70 66-70z"
      />
      <path className={s.lineSkin} d="M246 138c44-12 80 20 74 58-4 28-30 32-34 54" />
      <path className={s.lineSkin} d="M262 178c16-6 32 4 30 20" />
      {/* the hearing aid behind the ear, its tube running into the ear canal */}
      <path className={s.lineStrong} d="M356 104c-22-26-66-10-74 58" />
      <path className={s.primary} d="M350 98c44 16 60 76 40 146-4 12-20 12-22 0 10-56 4-104-28-128-8-8 0-22 10-18z" />
      <circle className={s.accent} cx="384" cy="226" r="6" />
    </svg>
  );
}
