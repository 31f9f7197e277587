import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Cart,
  CartCouponInput,
  Coupon,
  CouponInput,
  CouponList,
  Sale,
  SaleInput,
  SaleList,
  SellerProductPage,
} from '@kramik/contract';
import { api } from '../../lib/api-client';

/** The maker's sales and coupons (issue 24). */
export const PROMOTIONS_KEY = ['promotions'] as const;
/** The cart's query key (`features/cart/api/get-cart.ts`): a code's answer is the new cart. */
const CART_KEY = ['cart'] as const;

/** The maker's products to choose from for a sale (the newest 50; a sale names its own). */
export function useSaleProducts() {
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'products'],
    queryFn: () => api<SellerProductPage>('GET', '/api/seller/products'),
  });
}

export function useSales() {
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'sales'],
    queryFn: () => api<SaleList>('GET', '/api/seller/sales'),
  });
}

export function useCoupons() {
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'coupons'],
    queryFn: () => api<CouponList>('GET', '/api/seller/coupons'),
  });
}

/** A change of the maker's promotions: the lists are asked again. */
function usePromotionChange<Input, Data>(call: (input: Input) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

export const useCreateSale = () =>
  usePromotionChange((input: SaleInput) => api<Sale>('POST', '/api/seller/sales', { body: input }));
export const useCancelSale = () =>
  usePromotionChange((id: string) =>
    api<Sale>('POST', `/api/seller/sales/${encodeURIComponent(id)}/cancel`),
  );
export const useCreateCoupon = () =>
  usePromotionChange((input: CouponInput) =>
    api<Coupon>('POST', '/api/seller/coupons', { body: input }),
  );
export const useDeactivateCoupon = () =>
  usePromotionChange((id: string) =>
    api<Coupon>('POST', `/api/seller/coupons/${encodeURIComponent(id)}/deactivate`),
  );

/**
 * Entering or removing a maker's code on the cart: the answer is the new cart; the checkout's
 * quote is asked again (its total changed).
 */
function useCartCouponChange<Input>(call: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (cart) => {
      queryClient.setQueryData(CART_KEY, cart);
      await queryClient.invalidateQueries({ queryKey: [...CART_KEY, 'quote'] });
    },
  });
}

export const useEnterCoupon = () =>
  useCartCouponChange((input: CartCouponInput) =>
    api<Cart>('PUT', '/api/cart/coupons', { body: input }),
  );
export const useRemoveCoupon = () =>
  useCartCouponChange((sellerId: string) =>
    api<Cart>('DELETE', `/api/cart/coupons/${encodeURIComponent(sellerId)}`),
  );
