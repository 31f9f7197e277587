import { useMutation } from '@tanstack/react-query';
import type { ProductQuestion, ProductQuestionInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function askQuestion(productId: string, input: ProductQuestionInput) {
  return api<ProductQuestion>('POST', `/api/products/${encodeURIComponent(productId)}/questions`, {
    body: input,
  });
}

/** "Question about this product": written in the buyer's thread with the maker (login required). */
export function useAskQuestion(productId: string) {
  return useMutation({
    mutationFn: (input: ProductQuestionInput) => askQuestion(productId, input),
  });
}
