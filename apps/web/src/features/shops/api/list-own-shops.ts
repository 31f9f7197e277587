import type { ShopList } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useItems } from '../../../lib/queries';
import { SELLER_SHOPS_KEY } from './keys';

export function listOwnShops() {
  return api<ShopList>('GET', '/api/seller/shops');
}

/** The seller's shops, hidden ones included. */
export function useOwnShops() {
  return useItems([...SELLER_SHOPS_KEY, 'list'], listOwnShops);
}
