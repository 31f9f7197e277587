import type { Permission, SessionUser } from '@kramik/contract';

export interface MenuItem {
  key: string;
  /** Roles that see the item; undefined: everyone, visitors included. */
  roles?: readonly Permission[];
  to: (user: SessionUser | null) => string;
}

/**
 * The spec's menu items whose screens exist, each shown only to the roles that can use it.
 * "My goods" is the seller's shop window (the catalog filtered to their company); "manage
 * products" is where they add, edit and delete them. "Send message" is the conversations screen,
 * where makers answer too.
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', to: () => '/' },
  { key: 'allOffers', to: () => '/catalog' },
  { key: 'favourites', to: () => '/favourites' },
  { key: 'account', roles: ['user', 'seller', 'admin'], to: () => '/account' },
  { key: 'myOrders', roles: ['user', 'seller', 'admin'], to: () => '/userorders' },
  { key: 'messages', roles: ['user', 'seller', 'admin'], to: () => '/messages' },
  { key: 'sellerDashboard', roles: ['seller'], to: () => '/seller' },
  {
    key: 'myGoods',
    roles: ['seller'],
    to: (user) => (user?.companyId ? `/catalog?seller=${user.companyId}` : '/company-data'),
  },
  { key: 'manageProducts', roles: ['seller'], to: () => '/seller/products' },
  { key: 'manageShop', roles: ['seller'], to: () => '/company-data' },
  { key: 'physicalStores', roles: ['seller'], to: () => '/my-shops' },
  { key: 'orderList', roles: ['seller'], to: () => '/orders' },
  { key: 'customerList', roles: ['seller'], to: () => '/seller/customers' },
  { key: 'promotions', roles: ['seller'], to: () => '/seller/promotions' },
  { key: 'manageLogistics', roles: ['seller'], to: () => '/seller/logistics' },
  { key: 'paymentSettings', roles: ['seller'], to: () => '/seller/settings' },
  { key: 'allOrders', roles: ['admin'], to: () => '/admin/orders' },
  { key: 'users', roles: ['admin'], to: () => '/admin/users' },
  { key: 'moderation', roles: ['admin'], to: () => '/admin/reports' },
  { key: 'audit', roles: ['admin'], to: () => '/admin/audit' },
  { key: 'categoryList', roles: ['admin'], to: () => '/listcategory' },
  { key: 'admin', roles: ['admin'], to: () => '/admin' },
];

export function menuFor(user: SessionUser | null) {
  return MENU_ITEMS.filter((item) =>
    item.roles ? user !== null && item.roles.includes(user.permissions) : true,
  );
}
