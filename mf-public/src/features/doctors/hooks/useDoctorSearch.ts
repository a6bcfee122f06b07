import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The /doctors search box's text, kept in the address as `?q=` so a link, a reload or Back shows the same
 * search. The box holds its own text: the router applies a new address in a transition, and a box that
 * waited for it would lose letters typed meanwhile. A `q` that arrives from elsewhere (Back, a link) replaces
 * the text; one this box wrote itself does not, even when later letters have already been typed.
 */
export function useDoctorSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const written = useRef<string[]>([]);
  const typed = useRef(text);
  typed.current = text;

  useEffect(() => {
    const ours = written.current.indexOf(query);
    if (ours >= 0) {
      written.current.splice(0, ours + 1);
    } else {
      written.current = [];
      setText(query);
    }
  }, [query]);

  const change = useCallback(
    (value: string) => {
      // A search begun is a step Back returns from; the letters after the first refine it in place.
      const replace = typed.current !== '';
      setText(value);
      written.current.push(value);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return { text, query, change };
}
