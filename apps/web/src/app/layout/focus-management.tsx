import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const HEADING_WAIT_MS = 5000;

/**
 * After a route change (not the first load), moves the focus to the new page's first heading and
 * announces it, as a screen reader announces a new document. A page that has put the focus into
 * its own content by then (a form's first field) keeps it, and so does a visitor who moved the
 * focus themselves while the page was loading (a Tab pressed before the heading came).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    let cancelled = false;
    const started = performance.now();
    // What had the focus when the route changed: the link followed, the form's button, the body.
    const before = document.activeElement;
    const tryFocus = () => {
      if (cancelled) return;
      const active = document.activeElement;
      if (active && active !== document.body && (main.contains(active) || active !== before))
        return;
      // A page still loading shows a skeleton (aria-busy) and no heading yet; one that never
      // shows a heading gets the focus on its main region, never left on the body.
      const heading = main.querySelector<HTMLElement>('h1');
      const waiting = !heading || main.querySelector('[aria-busy="true"]') !== null;
      if (waiting && performance.now() - started < HEADING_WAIT_MS) {
        requestAnimationFrame(tryFocus);
        return;
      }
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      setAnnouncement(heading?.textContent ?? document.title);
    };
    requestAnimationFrame(tryFocus);
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * WCAG 2.4.11, Focus Not Obscured: while the focused element lies under a notification, the
 * notifications step aside (hidden from sight, they were already announced), and come back when
 * the focus moves elsewhere.
 */
export function NotificationsStepAside() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    const check = () => {
      const root = document.querySelector<HTMLElement>('.mantine-Notifications-root');
      if (!root) return;
      const active = document.activeElement;
      const covered =
        active instanceof HTMLElement &&
        active !== document.body &&
        !root.contains(active) &&
        [...root.querySelectorAll('.mantine-Notifications-notification')].some((n) =>
          overlaps(n.getBoundingClientRect(), active.getBoundingClientRect()),
        );
      if (covered) root.dataset.stepAside = 'true';
      else delete root.dataset.stepAside;
    };
    // A notification that appears over the focused element steps aside at once.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', schedule);
    };
  }, []);
  return null;
}
