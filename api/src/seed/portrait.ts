/** A friendly flat-style portrait, drawn in SVG so the demo needs no downloaded photos. */
export interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'bald';
  shirt: string;
  glasses?: boolean;
}

const HAIR: Record<PortraitStyle['hairStyle'], (c: string) => string> = {
  short: (c) => `<path d="M150 122c0-48 30-72 70-72s70 24 70 72c-10-22-38-34-70-34s-60 12-70 34z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M146 128c0-54 32-80 74-80s74 26 74 80v96c-10 8-24 10-36 6V134c-12-18-30-26-38-26s-26 8-38 26v96c-12 4-26 2-36-6z" fill="${c}"/>`,
  bun: (c) => `<circle cx="220" cy="52" r="26" fill="${c}"/><path d="M150 126c0-50 30-74 70-74s70 24 70 74c-12-24-40-36-70-36s-58 12-70 36z" fill="${c}"/>`,
  bald: (c) => `<path d="M152 128c2-10 6-16 10-18M288 128c-2-10-6-16-10-18" stroke="${c}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
};

export function portraitSvg(s: PortraitStyle): string {
  const glasses = s.glasses
    ? `<g fill="none" stroke="#2b3a40" stroke-width="4"><circle cx="198" cy="138" r="15"/><circle cx="242" cy="138" r="15"/><path d="M213 138h14"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 440">
  <rect width="440" height="440" fill="${s.background}"/>
  <circle cx="360" cy="80" r="120" fill="#ffffff" opacity="0.18"/>
  <path d="M70 440c8-92 66-148 150-148s142 56 150 148z" fill="#ffffff"/>
  <path d="M184 296l36 70 36-70c-10-4-22-6-36-6s-26 2-36 6z" fill="${s.shirt}"/>
  <path d="M150 330c-6 30 4 64 36 70M290 330c6 30-4 64-36 70" fill="none" stroke="#5b6b72" stroke-width="6" stroke-linecap="round"/>
  <circle cx="254" cy="400" r="12" fill="#5b6b72"/>
  <rect x="198" y="226" width="44" height="70" rx="18" fill="${s.skin}"/>
  <ellipse cx="220" cy="146" rx="68" ry="80" fill="${s.skin}"/>
  <ellipse cx="152" cy="150" rx="10" ry="16" fill="${s.skin}"/>
  <ellipse cx="288" cy="150" rx="10" ry="16" fill="${s.skin}"/>
  ${HAIR[s.hairStyle](s.hair)}
  <circle cx="198" cy="140" r="6" fill="#2b3a40"/>
  <circle cx="242" cy="140" r="6" fill="#2b3a40"/>
  ${glasses}
  <path d="M196 186c14 14 34 14 48 0" fill="none" stroke="#7a3b2e" stroke-width="6" stroke-linecap="round"/>
</svg>`;
}
