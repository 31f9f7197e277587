import { vi } from 'vitest';
import type { PickupShop } from '@kramik/contract';

/** An amount in euro cents, as the contract writes money. */
export const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** A valid v4 UUID of one repeated digit, easy to tell apart in a failure: uuid(1) = "11111111-…". */
export function uuid(digit: number) {
  const d = String(digit);
  return `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${d.repeat(12)}`;
}

/** A maker's pick-up shop in Kraków, open by appointment only (no opening hours). */
export function pickupShop(id: string, title: string): PickupShop {
  return {
    _id: id,
    title,
    street: 'Rynek 1',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'PL',
    location: { lat: 50, lng: 20 },
    timeZone: 'Europe/Warsaw',
    hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  };
}

/** The URL a mocked `fetch` was called with. */
export const requestUrl = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A stand-in for the window `window.open` returns: it records focus, close and where it was sent. */
export function fakeWindow() {
  return {
    closed: false,
    document: { title: '', body: { textContent: '' } },
    location: { href: 'about:blank' },
    focus: vi.fn(),
    close: vi.fn(),
  };
}
