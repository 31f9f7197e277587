import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PassportInput, SellerPassport } from '@kramik/contract';
import { api, apiUpload } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';

const base = (id: string) => `/api/seller/products/${encodeURIComponent(id)}/passport`;
export const sellerPassportKey = (id: string) => ['seller', 'passports', id] as const;

export function getOwnPassport(productId: string) {
  return api<SellerPassport>('GET', base(productId));
}

export function useOwnPassport(productId: string) {
  return useQuery({
    queryKey: sellerPassportKey(productId),
    queryFn: () => getOwnPassport(productId),
  });
}

export function savePassport({ productId, input }: { productId: string; input: PassportInput }) {
  return api<SellerPassport>('PUT', base(productId), { body: input });
}

/** Adds one making-of photo at the end (JPEG, PNG or WebP, at most 4 MB, field "image"). */
export function uploadMakingOfPhoto({ productId, file }: { productId: string; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<SellerPassport>('POST', `${base(productId)}/photos`, form);
}

export function removeMakingOfPhoto({
  productId,
  imageId,
}: {
  productId: string;
  imageId: string;
}) {
  return api<SellerPassport>('DELETE', `${base(productId)}/photos/${encodeURIComponent(imageId)}`);
}

const stored = (queryClient: QueryClient, passport: SellerPassport) => {
  queryClient.setQueryData(sellerPassportKey(passport.productId), passport);
  void queryClient.invalidateQueries({ queryKey: ['products', 'passport', passport.productId] });
};

export const useSavePassport = () => useCacheMutation(savePassport, stored);
export const useUploadMakingOfPhoto = () => useCacheMutation(uploadMakingOfPhoto, stored);
export const useRemoveMakingOfPhoto = () => useCacheMutation(removeMakingOfPhoto, stored);
