import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { SITE_ROUTES, type SiteRouteId } from '@kramik/contract';
import { ensurePageStrings } from '../i18n';
import { Guard } from './guard';
import { MainLayout, PageSkeleton } from './layout/main-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

type PageModule = () => Promise<{ default: ComponentType }>;

/** One page module per screen of the route table; each is its own chunk. */
export const PAGES: Record<SiteRouteId, PageModule> = {
  home: () => import('./routes/home'),
  index: () => import('./routes/home'),
  register: () => import('./routes/register'),
  registerCompany: () => import('./routes/register-company'),
  auth: () => import('./routes/auth'),
  verify: () => import('./routes/verify'),
  forgot: () => import('./routes/forgot'),
  resetPassword: () => import('./routes/reset-password'),
  account: () => import('./routes/account'),
  addShop: () => import('./routes/add-shop'),
  myShops: () => import('./routes/my-shops'),
  shop: () => import('./routes/shop'),
  shopsMap: () => import('./routes/shops-map'),
  editShop: () => import('./routes/edit-shop'),
  listCategory: () => import('./routes/list-category'),
  catalog: () => import('./routes/catalog'),
  product: () => import('./routes/product'),
  productPassport: () => import('./routes/product-passport'),
  piece: () => import('./routes/piece'),
  sellerOrders: () => import('./routes/seller-orders'),
  userOrders: () => import('./routes/user-orders'),
  messages: () => import('./routes/messages'),
  cart: () => import('./routes/cart'),
  paymentSelection: () => import('./routes/payment-selection'),
  paymentSuccess: () => import('./routes/payment-success'),
  paymentCancelled: () => import('./routes/payment-cancelled'),
  paymentReturn: () => import('./routes/payment-return'),
  companyData: () => import('./routes/company-data'),
  company: () => import('./routes/company'),
  admin: () => import('./routes/admin'),
  sellerDashboard: () => import('./routes/seller-dashboard'),
  sellerSettings: () => import('./routes/seller-settings'),
  manageLogistics: () => import('./routes/manage-logistics'),
  sellerProducts: () => import('./routes/seller-products'),
  newProduct: () => import('./routes/new-product'),
  editProduct: () => import('./routes/edit-product'),
  sellerCustomers: () => import('./routes/seller-customers'),
  sellerPromotions: () => import('./routes/seller-promotions'),
  adminOrders: () => import('./routes/admin-orders'),
  adminReports: () => import('./routes/admin-reports'),
  adminAudit: () => import('./routes/admin-audit'),
  adminUsers: () => import('./routes/admin-users'),
  adminUser: () => import('./routes/admin-user'),
  rules: () => import('./routes/rules'),
  policy: () => import('./routes/policy'),
  regular: () => import('./routes/regular'),
  compare: () => import('./routes/compare'),
  favourites: () => import('./routes/favourites'),
  about: () => import('./routes/about'),
  makers: () => import('./routes/makers'),
  getApp: () => import('./routes/get-app'),
  security: () => import('./routes/security'),
  paymentMethods: () => import('./routes/payment-methods'),
  report: () => import('./routes/report'),
  intellectualProperty: () => import('./routes/intellectual-property'),
  contact: () => import('./routes/contact'),
};

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
    children: [
      ...SITE_ROUTES.map((route): RouteObject => ({
        path: route.path,
        handle: { id: route.id } satisfies RouteHandle,
        ErrorBoundary: RouteError,
        lazy: async () => {
          // Every screen but the home page uses the strings loaded after start (i18n/areas.ts).
          const [{ default: Page }] = await Promise.all([
            PAGES[route.id](),
            route.id === 'home' || route.id === 'index' ? undefined : ensurePageStrings(),
          ]);
          return {
            Component: () => (
              <Guard access={route.access}>
                <Page />
              </Guard>
            ),
          };
        },
      })),
      {
        path: '*',
        handle: { id: 'notFound' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/not-found')).default }),
      },
    ],
  },
];

/**
 * Loads the page modules of `pathname` (what a route's `lazy` does on navigation) into the route
 * table: a server-rendered page hydrates with its page already there, not its loading skeleton.
 */
export async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
