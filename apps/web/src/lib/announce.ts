/**
 * A polite live region of the document's own, for what a screen reader should hear without the
 * focus moving there (a form's error summary). Made on first use; emptied first so that the same
 * words said twice are announced twice.
 */
let region: HTMLElement | null = null;

export function announce(text: string) {
  if (typeof document === 'undefined') return;
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.className = 'kramik-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  const target = region;
  target.textContent = '';
  setTimeout(() => {
    target.textContent = text;
  }, 50);
}
