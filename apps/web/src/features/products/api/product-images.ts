import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerProduct } from '@kramik/contract';
import { api, apiUpload } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { sellerProductKey } from './keys';
import { productChanged } from './save-product';

const base = (id: string) => `/api/seller/products/${encodeURIComponent(id)}/images`;

/** Adds one image at the end (JPEG, PNG or WebP, at most 4 MB, field "image"). */
export function uploadProductImage({ productId, file }: { productId: string; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<SellerProduct>('POST', base(productId), form);
}

export function removeProductImage({ productId, imageId }: { productId: string; imageId: string }) {
  return api<SellerProduct>('DELETE', `${base(productId)}/${encodeURIComponent(imageId)}`);
}

/** Puts the images in this order; the first is the cover. */
export function orderProductImages({ productId, ids }: { productId: string; ids: string[] }) {
  return api<SellerProduct>('PUT', `${base(productId)}/order`, { body: { ids } });
}

export const useUploadProductImage = () => useCacheMutation(uploadProductImage, productChanged);
export const useRemoveProductImage = () => useCacheMutation(removeProductImage, productChanged);

/** Moves the images at once on screen; a refused order puts them back. */
export function useOrderProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderProductImages,
    onMutate: async ({ productId, ids }) => {
      const key = sellerProductKey(productId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SellerProduct>(key);
      if (before) {
        const byId = new Map(before.images.map((image) => [image._id, image]));
        const images = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<SellerProduct>(key, { ...before, images });
      }
      return { before };
    },
    onError: (_error, { productId }, context) => {
      if (context?.before) queryClient.setQueryData(sellerProductKey(productId), context.before);
    },
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
