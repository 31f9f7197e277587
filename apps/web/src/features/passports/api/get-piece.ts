import { useQuery } from '@tanstack/react-query';
import type { Piece } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';

export function getPiece(code: string) {
  return api<Piece>('GET', `/api/pieces/${encodeURIComponent(code)}`);
}

/** A sold piece's page by its code (public once its order is delivered). */
export function usePiece(code: string, locale: string) {
  return useQuery({
    queryKey: ['pieces', code, locale],
    queryFn: () => getPiece(code),
    retry: retryUnlessNotFound,
  });
}
