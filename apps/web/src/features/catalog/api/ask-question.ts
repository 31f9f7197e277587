import { useMutation } from '@tanstack/react-query';
import type { ProductQuestionInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function askQuestion(productId: string, input: ProductQuestionInput) {
  return api<{ _id: string; createdAt: string }>(
    'POST',
    `/api/products/${encodeURIComponent(productId)}/questions`,
    { body: input },
  );
}

/** "Question about this product": sent to the maker (login required). */
export function useAskQuestion(productId: string) {
  return useMutation({
    mutationFn: (input: ProductQuestionInput) => askQuestion(productId, input),
  });
}
