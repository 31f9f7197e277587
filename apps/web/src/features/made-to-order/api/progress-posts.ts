import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressPost, ProgressPostList } from '@kramik/contract';
import { api, apiUpload } from '../../../lib/api-client';

/** Whose view of an order: its buyer's (`/api/orders`) or its maker's (`/api/seller/orders`). */
export type ProgressScope = 'buyer' | 'seller';

const path = (scope: ProgressScope, orderId: string) =>
  `${scope === 'seller' ? '/api/seller/orders' : '/api/orders'}/${encodeURIComponent(orderId)}/progress-posts`;

export const progressPostsKey = (scope: ProgressScope, orderId: string) =>
  ['progress-posts', scope, orderId] as const;

export function listProgressPosts(scope: ProgressScope, orderId: string) {
  return api<ProgressPostList>('GET', path(scope, orderId));
}

export function useProgressPosts(scope: ProgressScope, orderId: string) {
  return useQuery({
    queryKey: progressPostsKey(scope, orderId),
    queryFn: () => listProgressPosts(scope, orderId),
  });
}

/** The maker posts a photo (field "photo") and a line (field "text") on the order. */
export function addProgressPost({
  orderId,
  text,
  photo,
}: {
  orderId: string;
  text: string;
  photo: File;
}) {
  const form = new FormData();
  form.append('text', text);
  form.append('photo', photo);
  return apiUpload<ProgressPost>('POST', path('seller', orderId), form);
}

export function useAddProgressPost(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProgressPost,
    onSuccess: (post) =>
      queryClient.setQueryData<ProgressPostList>(progressPostsKey('seller', orderId), (list) => ({
        items: [...(list?.items ?? []), post],
      })),
  });
}
