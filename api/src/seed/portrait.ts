/** A friendly flat-style portrait, drawn in SVG so the demo needs no downloaded photos. */
export interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'bald';
  shirt: string;
  glasses?: boolean;
}

/** Hair in two layers: what falls behind the face and what sits on top of it. */
const HAIR: Record<PortraitStyle['hairStyle'], (c: string) => { back: string; front: string }> = {
  short: (c) => ({
    back: '',
    front: `<path d="M148 134c-4-56 28-86 72-86s78 30 72 86c-12-26-40-40-72-40s-60 14-72 40z" fill="${c}"/>`,
  }),
  long: (c) => ({
    back: `<path d="M140 150c0-66 36-100 80-100s80 34 80 100v104c-24 16-136 16-160 0z" fill="${c}"/>`,
    front: `<path d="M148 136c0-56 30-84 72-84s72 28 72 84c-22-30-48-42-72-42s-50 12-72 42z" fill="${c}"/>`,
  }),
  bun: (c) => ({
    back: `<circle cx="220" cy="54" r="28" fill="${c}"/>`,
    front: `<path d="M148 134c0-54 30-80 72-80s72 26 72 80c-14-26-42-40-72-40s-58 14-72 40z" fill="${c}"/>`,
  }),
  bald: (c) => ({
    back: '',
    front: `<path d="M150 140c0-14 4-24 10-30M290 140c0-14-4-24-10-30" stroke="${c}" stroke-width="10" stroke-linecap="round" fill="none"/>`,
  }),
};

export function portraitSvg(s: PortraitStyle): string {
  const hair = HAIR[s.hairStyle](s.hair);
  const brow = s.hairStyle === 'bald' ? '#5b4636' : s.hair;
  const glasses = s.glasses
    ? `<g fill="none" stroke="#2b3a40" stroke-width="4"><circle cx="196" cy="142" r="16"/><circle cx="244" cy="142" r="16"/><path d="M212 142h16M180 140l-26-4M260 140l26-4"/></g>`
    : '';
  // The head is drawn around (220,146) and scaled up and lowered as one group, so it sits close to the shoulders.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 440">
  <rect width="440" height="440" fill="${s.background}"/>
  <circle cx="370" cy="70" r="130" fill="#ffffff" opacity="0.22"/>
  <circle cx="40" cy="420" r="90" fill="#ffffff" opacity="0.16"/>
  <rect x="194" y="236" width="52" height="70" rx="20" fill="${s.skin}"/>
  <path d="M64 440c6-88 62-142 156-142s150 54 156 142z" fill="#ffffff"/>
  <path d="M186 300l34 64 34-64c-10-3-22-4-34-4s-24 1-34 4z" fill="${s.shirt}"/>
  <path d="M186 300l-18 24 30 52 22-12zM254 300l18 24-30 52-22-12z" fill="#eef3f4"/>
  <rect x="286" y="372" width="36" height="6" rx="3" fill="${s.shirt}" opacity="0.7"/>
  <path d="M150 334c-8 32 2 66 36 72M290 334c8 32-2 66-36 72" fill="none" stroke="#4d5d64" stroke-width="6" stroke-linecap="round"/>
  <circle cx="254" cy="406" r="12" fill="#4d5d64"/><circle cx="254" cy="406" r="5" fill="#c9d3d6"/>
  <g transform="translate(220 170) scale(1.2) translate(-220 -146)">
    ${hair.back}
    <ellipse cx="152" cy="152" rx="11" ry="17" fill="${s.skin}"/>
    <ellipse cx="288" cy="152" rx="11" ry="17" fill="${s.skin}"/>
    <ellipse cx="220" cy="146" rx="68" ry="80" fill="${s.skin}"/>
    ${hair.front}
    <path d="M182 122q14-9 28 0M230 122q14-9 28 0" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="196" cy="142" r="6" fill="#2b3a40"/>
    <circle cx="244" cy="142" r="6" fill="#2b3a40"/>
    ${glasses}
    <path d="M220 150q-7 16 3 18" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="4" stroke-linecap="round"/>
    <circle cx="182" cy="172" r="10" fill="#e07a6b" opacity="0.25"/>
    <circle cx="258" cy="172" r="10" fill="#e07a6b" opacity="0.25"/>
    <path d="M198 184c12 12 32 12 44 0" fill="none" stroke="#7a3b2e" stroke-width="6" stroke-linecap="round"/>
  </g>
</svg>`;
}
