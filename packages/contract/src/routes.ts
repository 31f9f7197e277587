/**
 * Every screen of SPEC §2 with its access level (PRODUCT.md "Route guards") and the translation
 * keys of its title and description. The web app's router attaches a page to each entry; the server
 * uses the patterns to answer 404 for paths that are no screen at all.
 */
export const ACCESS_LEVELS = ['public', 'user', 'seller', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface SiteRoute {
  id: string;
  path: string;
  access: AccessLevel;
}

export const SITE_ROUTES = [
  { id: 'home', path: '/', access: 'public' },
  { id: 'index', path: '/index', access: 'public' },
  { id: 'register', path: '/register', access: 'public' },
  { id: 'registerCompany', path: '/registercompany', access: 'public' },
  { id: 'auth', path: '/auth', access: 'public' },
  { id: 'verify', path: '/verify', access: 'public' },
  { id: 'forgot', path: '/forgot', access: 'public' },
  { id: 'resetPassword', path: '/reset-password', access: 'public' },
  { id: 'account', path: '/account', access: 'user' },
  { id: 'addShop', path: '/add', access: 'seller' },
  { id: 'myShops', path: '/my-shops', access: 'seller' },
  { id: 'shop', path: '/shops/:id', access: 'public' },
  { id: 'shopsMap', path: '/shops', access: 'public' },
  { id: 'editShop', path: '/shops/:id/edit', access: 'seller' },
  { id: 'listCategory', path: '/listcategory', access: 'admin' },
  { id: 'catalog', path: '/catalog', access: 'public' },
  { id: 'product', path: '/products/:id', access: 'public' },
  // Piece passports (issue 24): the product's QR code opens its passport; a sold piece's page.
  { id: 'productPassport', path: '/products/:id/passport', access: 'public' },
  { id: 'piece', path: '/pieces/:code', access: 'public' },
  { id: 'sellerOrders', path: '/orders', access: 'seller' },
  { id: 'userOrders', path: '/userorders', access: 'user' },
  { id: 'messages', path: '/messages', access: 'user' },
  { id: 'cart', path: '/cart', access: 'public' },
  { id: 'paymentSelection', path: '/payment-selection', access: 'user' },
  { id: 'paymentSuccess', path: '/payment/success', access: 'user' },
  { id: 'paymentCancelled', path: '/payment/cancelled', access: 'user' },
  // The operator's window comes back here; it may have no session (opened as a tab), so public.
  { id: 'paymentReturn', path: '/payment/return/:operator', access: 'public' },
  // A signed-in buyer opens a shop here with the same account (issue 22).
  { id: 'companyData', path: '/company-data', access: 'user' },
  { id: 'company', path: '/company/:id', access: 'public' },
  { id: 'admin', path: '/admin', access: 'admin' },
  // Seller screens the spec names without a path (SPEC §2, "Screens with no route path shown").
  { id: 'sellerDashboard', path: '/seller', access: 'seller' },
  { id: 'sellerSettings', path: '/seller/settings', access: 'seller' },
  { id: 'manageLogistics', path: '/seller/logistics', access: 'seller' },
  { id: 'sellerProducts', path: '/seller/products', access: 'seller' },
  { id: 'newProduct', path: '/seller/products/new', access: 'seller' },
  { id: 'editProduct', path: '/seller/products/:id/edit', access: 'seller' },
  { id: 'sellerCustomers', path: '/seller/customers', access: 'seller' },
  { id: 'sellerPromotions', path: '/seller/promotions', access: 'seller' },
  { id: 'adminOrders', path: '/admin/orders', access: 'admin' },
  { id: 'adminReports', path: '/admin/reports', access: 'admin' },
  { id: 'adminAudit', path: '/admin/audit', access: 'admin' },
  { id: 'adminUsers', path: '/admin/users', access: 'admin' },
  { id: 'adminUser', path: '/admin/users/:id', access: 'admin' },
  { id: 'rules', path: '/rules', access: 'public' },
  { id: 'policy', path: '/policy', access: 'public' },
  { id: 'regular', path: '/regular', access: 'public' },
  { id: 'compare', path: '/compare', access: 'public' },
  // Favourite pieces and followed makers; visitors see the ones kept in their browser (issue 24).
  { id: 'favourites', path: '/favourites', access: 'public' },
  // Targets of the spec's footer links (SPEC §2 "Footer links").
  { id: 'about', path: '/about', access: 'public' },
  { id: 'makers', path: '/makers', access: 'public' },
  { id: 'getApp', path: '/app', access: 'public' },
  { id: 'security', path: '/security', access: 'public' },
  { id: 'paymentMethods', path: '/payment-methods', access: 'public' },
  { id: 'report', path: '/report', access: 'public' },
  { id: 'intellectualProperty', path: '/intellectual-property', access: 'public' },
  { id: 'contact', path: '/contact', access: 'public' },
] as const satisfies readonly SiteRoute[];

export type SiteRouteId = (typeof SITE_ROUTES)[number]['id'];

/** True when the path is one of the screens (parameters match one path segment). */
export function isSitePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_ROUTES.some((route) => patternOf(route.path).test(clean));
}

const patterns = new Map<string, RegExp>();
function patternOf(path: string) {
  let pattern = patterns.get(path);
  if (!pattern) {
    pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    patterns.set(path, pattern);
  }
  return pattern;
}
