import { useEffect, useState } from 'react';

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

/** Says `text` through the shell's polite live region (the new page's title after a navigation). */
export function announce(text: string) {
  listeners.forEach((listener) => listener(text));
}

/**
 * The shell's one live region for page changes, there (empty) from the reader's first move, so a screen
 * reader knows it before anything is said in it. Emptied first, so the same title said twice is heard twice.
 */
export function RouteAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (next) => {
      setText('');
      clearTimeout(timer);
      timer = setTimeout(() => setText(next), 100);
    };
    listeners.add(listener);
    return () => {
      clearTimeout(timer);
      listeners.delete(listener);
    };
  }, []);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {text}
    </div>
  );
}
