import { useEffect, useRef, type RefObject } from 'react';

/** A form's values by field name: text, or a checkbox's state. */
type FieldValues<T> = { [K in keyof T]: string | boolean };

/** What the fields of `form` named in `values` hold now, where that differs from `values`. */
export function typedInto<T extends FieldValues<T>>(form: HTMLFormElement, values: T): Partial<T> {
  const typed: Partial<T> = {};
  for (const name of Object.keys(values) as (keyof T & string)[]) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const now = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    if (now !== values[name]) typed[name] = now as T[keyof T & string];
  }
  return typed;
}

/**
 * A page rendered on the server can be typed into before its scripts arrive. React leaves that text in the
 * fields when it hydrates them, but not in its state, so the next render would empty them under the reader.
 * Once hydrated (the first effect), `adopt` hands what the fields of `form` hold to the state; mounted
 * later, on a page the browser drew itself, the fields hold the state and nothing differs.
 */
export function useTypedBeforeHydration<T extends FieldValues<T>>(
  form: RefObject<HTMLFormElement>,
  values: T,
  adopt: (typed: Partial<T>) => void,
) {
  const first = useRef({ values, adopt });
  useEffect(() => {
    if (!form.current) return;
    const typed = typedInto(form.current, first.current.values);
    if (Object.keys(typed).length > 0) first.current.adopt(typed);
  }, [form]);
}
