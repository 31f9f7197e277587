import { useMutation } from '@tanstack/react-query';
import type { ProductQuestion, ProductQuestionInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** "Send message" on a maker's page (login required): written in the buyer's thread with them. */
export function useMessageMaker(companyId: string) {
  return useMutation({
    mutationFn: (input: ProductQuestionInput) =>
      api<ProductQuestion>('POST', `/api/companies/${encodeURIComponent(companyId)}/messages`, {
        body: input,
      }),
  });
}
