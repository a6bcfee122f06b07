import type { ReactElement } from 'react';

/** One line-art glyph per service on a 48-unit grid; stroke and colour come from the caller's CSS. */
const GLYPHS = {
  headphones: (
    <>
      <path d="M10 30v-6a14 14 0 0 1 28 0v6" />
      <rect x="7" y="28" width="8" height="13" rx="3" />
      <rect x="33" y="28" width="8" height="13" rx="3" />
    </>
  ),
  hearingAid: (
    <>
      <path d="M30 8c8 3 11 14 7 26-1 3-5 3-5 0 2-9 1-17-4-21-2-2-1-6 2-5z" />
      <path d="M29 8c-6-2-11 3-12 11" />
      <circle cx="16" cy="22" r="3" />
    </>
  ),
  speech: (
    <>
      <path d="M8 12a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H20l-8 7v-7a4 4 0 0 1-4-4z" />
      <path d="M17 19h.01M24 19h.01M31 19h.01" strokeWidth="4" />
    </>
  ),
  tinnitus: (
    <>
      <path d="M24 8c-7 0-12 5-12 12 0 4 2 6 3.6 7.5 1.5 1.5 2.4 2.6 2.4 4.8 0 2.6 2 4.5 4.5 4.5s4.5-2 4.5-4.5" />
      <path d="M19.5 20a4.5 4.5 0 0 1 9 0" />
      <path d="M35 13l4-3M36 21h5M35 29l4 3" />
    </>
  ),
  baby: (
    <>
      <circle cx="24" cy="26" r="13" />
      <path d="M24 13c0-4 4-5 5-2" />
      <path d="M19 25h.01M29 25h.01" strokeWidth="4" />
      <path d="M20 31a5 5 0 0 0 8 0" />
    </>
  ),
  wrench: <path d="M30 8a9 9 0 0 0-9 11L9 31a3.5 3.5 0 0 0 5 5l12-12a9 9 0 0 0 11-9l-5 5-5-1-1-5z" />,
  pulse: <path d="M4 26h8l3-8 5 16 5-22 4 14h15" />,
  curve: (
    <>
      <path d="M8 8v31h32" />
      <path d="M11 35c8 0 8-22 14-22s6 22 14 22" />
    </>
  ),
  spiral: <path d="M24 24a3 3 0 0 1 6 0 6 6 0 0 1-12 0 9 9 0 0 1 18 0 12 12 0 0 1-24 0" />,
  balance: (
    <>
      <path d="M38 20a14 14 0 0 0-26-4M10 28a14 14 0 0 0 26 4" />
      <path d="M11 8v8h8M37 40v-8h-8" />
    </>
  ),
  microphone: (
    <>
      <rect x="18" y="6" width="12" height="20" rx="6" />
      <path d="M12 22a12 12 0 0 0 24 0M24 34v8M17 42h14" />
    </>
  ),
  fluency: (
    <>
      <path d="M8 12a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H20l-8 7v-7a4 4 0 0 1-4-4z" />
      <path d="M14 19c2-3 4-3 6 0s4 3 6 0 4-3 6 0" />
    </>
  ),
  puzzle: <path d="M10 14h8a4 4 0 1 1 8 0h8v8a4 4 0 1 1 0 8v8H10z" />,
  shield: (
    <>
      <path d="M24 6l14 5v11c0 10-6 16-14 20-8-4-14-10-14-20V11z" />
      <path d="M18 24l4 4 8-8" />
    </>
  ),
  people: (
    <>
      <circle cx="17" cy="16" r="5" />
      <circle cx="33" cy="18" r="4" />
      <path d="M8 38c0-7 4-11 9-11s9 4 9 11M28 38c0-6 2-9 5-9s7 3 7 9" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type ServiceIconName = keyof typeof GLYPHS;

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[name]}
    </svg>
  );
}
