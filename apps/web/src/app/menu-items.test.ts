import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@kramik/contract';
import { canAccess } from './guard';
import { menuFor } from './menu-items';

const user = (
  permissions: SessionUser['permissions'],
  companyId: string | null = null,
): SessionUser => ({
  _id: 'u1',
  username: 'someone',
  email: 'someone@example.com',
  firstName: 'Some',
  lastName: 'One',
  phone: null,
  companyId,
  permissions,
  status: 'active',
  registeredAt: '2026-01-01T00:00:00.000Z',
});

const keys = (u: SessionUser | null) => menuFor(u).map((item) => item.key);

describe('menuFor', () => {
  it('shows visitors only the public items', () => {
    expect(keys(null)).toEqual(['home', 'allOffers', 'favourites']);
  });

  it('adds the buyer’s own pages for a buyer', () => {
    expect(keys(user('user'))).toEqual([
      'home',
      'allOffers',
      'favourites',
      'account',
      'myOrders',
      'messages',
    ]);
  });

  it('shows a seller the shop items, with my goods filtered to their company', () => {
    const seller = user('seller', 'c1');
    expect(keys(seller)).toEqual(
      expect.arrayContaining([
        'myGoods',
        'manageProducts',
        'manageShop',
        'physicalStores',
        'orderList',
        'customerList',
        'manageLogistics',
        'paymentSettings',
      ]),
    );
    expect(keys(seller)).not.toContain('categoryList');
    expect(
      menuFor(seller)
        .find((i) => i.key === 'myGoods')!
        .to(seller),
    ).toBe('/catalog?seller=c1');
    expect(
      menuFor(seller)
        .find((i) => i.key === 'manageProducts')!
        .to(seller),
    ).toBe('/seller/products');
    expect(
      menuFor(seller)
        .find((i) => i.key === 'customerList')!
        .to(seller),
    ).toBe('/seller/customers');
  });

  it('shows an admin the administration items and not the seller’s', () => {
    expect(keys(user('admin'))).toEqual(
      expect.arrayContaining(['allOrders', 'moderation', 'categoryList', 'admin']),
    );
    expect(keys(user('admin'))).not.toContain('myGoods');
    expect(keys(user('admin'))).not.toContain('manageProducts');
    expect(keys(user('admin'))).not.toContain('orderList');
    const admin = user('admin');
    expect(
      menuFor(admin)
        .find((i) => i.key === 'allOrders')!
        .to(admin),
    ).toBe('/admin/orders');
  });
});

describe('canAccess', () => {
  it('lets each role into its own level and the admin everywhere', () => {
    expect(canAccess('user', 'user')).toBe(true);
    expect(canAccess('user', 'seller')).toBe(false);
    expect(canAccess('seller', 'admin')).toBe(false);
    expect(canAccess('admin', 'seller')).toBe(true);
    expect(canAccess('seller', 'user')).toBe(true);
  });
});
