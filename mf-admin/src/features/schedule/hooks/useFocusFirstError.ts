import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid in `container`, once the errors
 * are on screen (they are rendered with the state change that asks for the focus).
 */
export function useFocusFirstError<E extends HTMLElement>() {
  const containerRef = useRef<E>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { containerRef, focusFirstError: () => setAttempt((n) => n + 1) };
}
