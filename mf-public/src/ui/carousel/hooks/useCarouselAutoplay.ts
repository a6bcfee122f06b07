import { useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CarouselAutoplay {
  /** True while the slides may advance on their own. */
  running: boolean;
  /** The visitor's own choice through the pause/play button (or reduced motion before any choice). */
  stoppedByUser: boolean;
  toggle: () => void;
  /** Spread on the whole carousel: hovering anywhere over it pauses. */
  hoverProps: { onMouseEnter: () => void; onMouseLeave: () => void };
  /** Spread on the slides: focus inside them pauses, so nothing moves under a keyboard user. */
  focusProps: { onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void };
}

/** Decision 25: visible pause/play, pause on hover and focus, no auto-advance under reduced motion. */
export function useCarouselAutoplay(): CarouselAutoplay {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses the button; until then reduced motion decides.
  const [userChoice, setUserChoice] = useState<'playing' | 'stopped' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const stoppedByUser = userChoice === null ? reducedMotion : userChoice === 'stopped';

  return {
    running: !stoppedByUser && !hovered && !focused,
    stoppedByUser,
    toggle: () => setUserChoice(stoppedByUser ? 'playing' : 'stopped'),
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusProps: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
