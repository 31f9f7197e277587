/**
 * Translation namespaces only lazily loaded pages use. The first page loads the other namespaces
 * (the shell, the home page, product cards, messages); these arrive with the first page that needs
 * them, or in the background right after start. Forms' messages (`validation`) are among them: the
 * home page says one only after a click (the compare bar full, the cart full), by which time they
 * have arrived. `vite.config.ts` splits each locale file by this
 * list at build time; the source files stay one per locale.
 */
export const PAGE_NAMESPACES = [
  'accountPage',
  'adminAudit',
  'adminPayments',
  'adminReports',
  'adminSite',
  'adminUsers',
  'cart',
  'categories',
  'catalog',
  'compare',
  'contact',
  'conversations',
  'dashboard',
  'favouritesPage',
  'forgot',
  'madeToOrder',
  'map',
  'orders',
  'pages',
  'passports',
  'payments',
  'productForm',
  'productPage',
  'promotions',
  'register',
  'reports',
  'resetPassword',
  'reviews',
  'routeDescriptions',
  'sellerProducts',
  'sellers',
  'shipments',
  'shopForm',
  'shops',
  'shopsMap',
  'validation',
  'verify',
] as const;

export type LocalePart = 'core' | 'pages';

/** The namespaces of one part of a locale file. */
export function localePart(strings: Record<string, unknown>, part: LocalePart) {
  const pageOnly = new Set<string>(PAGE_NAMESPACES);
  return Object.fromEntries(
    Object.entries(strings).filter(([namespace]) => pageOnly.has(namespace) === (part === 'pages')),
  );
}
