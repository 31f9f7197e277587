import { useEffect, useRef } from 'react';

const ROW = 'li, tr, [role="row"], [role="listitem"], [data-row]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** How long after closing a removed opener (a deleted row's button) is still looked after. */
const WATCH_MS = 3000;

interface Opener {
  element: HTMLElement;
  /** The opener's row and its neighbours, for when the row itself is deleted. */
  next: Element | null;
  previous: Element | null;
}

function firstFocusable(element: Element | null) {
  if (!element?.isConnected) return null;
  return element.matches(FOCUSABLE)
    ? (element as HTMLElement)
    : element.querySelector<HTMLElement>(FOCUSABLE);
}

/** Where the focus goes when the opener is gone: its row's neighbour, else the page's heading. */
function fallback(opener: Opener) {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return firstFocusable(opener.next) ?? firstFocusable(opener.previous) ?? heading;
}

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * A dialog gives the focus back to what opened it when it closes (WCAG 2.4.3), also when it was
 * mounted already open (Mantine's own return needs an open → closed change of a mounted modal).
 * When the opener is gone — its row deleted — the focus goes to a neighbour, never to the body.
 */
export function useReturnFocus(opened: boolean) {
  const opener = useRef<Opener | null>(null);
  useEffect(() => {
    if (!opened) return;
    // This effect runs before the dialog's focus trap moves the focus in.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) {
      const row = active.closest(ROW);
      opener.current = {
        element: active,
        next: row?.nextElementSibling ?? null,
        previous: row?.previousElementSibling ?? null,
      };
    }
    return () => {
      const from = opener.current;
      opener.current = null;
      if (!from) return;
      const started = performance.now();
      requestAnimationFrame(function watch() {
        if (lost()) {
          const target = from.element.isConnected ? from.element : fallback(from);
          target?.focus({ preventScroll: true });
        } else if (
          document.activeElement !== from.element &&
          !document.activeElement?.closest('[role="dialog"]')
        ) {
          return; // The person (or a new page) has moved the focus on.
        }
        if (performance.now() - started < WATCH_MS) requestAnimationFrame(watch);
      });
    };
  }, [opened]);
}

/**
 * For a while after an action whose button goes away (an order moved to its last status), a
 * focus that falls to the body is put on `container` (a dialog) instead.
 */
export function keepFocusWithin(container: HTMLElement | null, ms = WATCH_MS) {
  if (!container) return;
  const started = performance.now();
  requestAnimationFrame(function watch() {
    if (!container.isConnected) return;
    if (lost()) {
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      container.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < ms) requestAnimationFrame(watch);
  });
}
