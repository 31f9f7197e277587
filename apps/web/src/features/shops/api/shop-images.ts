import type { Shop } from '@kramik/contract';
import { api, apiUpload } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { shopChanged } from './save-shop';

const base = (id: string) => `/api/seller/shops/${encodeURIComponent(id)}/images`;

/** Adds one photo (JPEG, PNG or WebP, at most 2 MB, field "image"). */
export function uploadShopImage({ shopId, file }: { shopId: string; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<Shop>('POST', base(shopId), form);
}

export function removeShopImage({ shopId, imageId }: { shopId: string; imageId: string }) {
  return api<Shop>('DELETE', `${base(shopId)}/${encodeURIComponent(imageId)}`);
}

export function useUploadShopImage() {
  return useCacheMutation(uploadShopImage, shopChanged);
}

export function useRemoveShopImage() {
  return useCacheMutation(removeShopImage, shopChanged);
}
