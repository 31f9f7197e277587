import { useMutation } from '@tanstack/react-query';
import type { ProductQuestionInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** "Send message" on a maker's page (login required); the maker reads it once messaging exists. */
export function useMessageMaker(companyId: string) {
  return useMutation({
    mutationFn: (input: ProductQuestionInput) =>
      api<{ _id: string; createdAt: string }>(
        'POST',
        `/api/companies/${encodeURIComponent(companyId)}/messages`,
        { body: input },
      ),
  });
}
