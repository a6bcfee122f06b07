import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The one Tab stop of a group of radio buttons (roving tabindex): the chosen one, or the first while none
 * is, so a keyboard passes a row of 22 times with one Tab and walks it with the arrows.
 */
export function radioTabIndex(index: number, checkedIndex: number): 0 | -1 {
  return index === (checkedIndex >= 0 ? checkedIndex : 0) ? 0 : -1;
}

/**
 * The arrow keys of a radio group (WAI-ARIA's radio group pattern): Right/Down to the next, Left/Up to the
 * previous, wrapping round, Home and End to the first and last; the radio reached is focused and chosen.
 * Space and Enter choose too, as the radios are buttons. Put on each role="radio" of a role="radiogroup".
 */
export function onRadioKeyDown(event: KeyboardEvent<HTMLElement>) {
  const group = event.currentTarget.closest('[role="radiogroup"]');
  if (!group || event.altKey || event.ctrlKey || event.metaKey) return;
  const radios = Array.from(group.querySelectorAll<HTMLElement>('[role="radio"]'));
  const from = radios.indexOf(event.currentTarget);
  let to: number;
  if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = radios.length - 1;
  else if (event.key in STEP) to = (from + STEP[event.key]! + radios.length) % radios.length;
  else return;
  event.preventDefault();
  const next = radios[to]!;
  next.focus();
  next.click();
}
