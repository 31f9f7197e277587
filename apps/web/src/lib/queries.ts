import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** What a call's success does to the query cache; what it returns, the mutation waits for. */
export type CacheUpdate<Data, Input> = (
  queryClient: QueryClient,
  data: Data,
  input: Input,
) => unknown;

/** A mutation that, once the call succeeds, brings the cached queries up to date. */
export function useCacheMutation<Data, Input>(
  mutationFn: (input: Input) => Promise<Data>,
  onSuccess: CacheUpdate<Data, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, input) => onSuccess(queryClient, data, input),
  });
}

/** Refetches every query under each key in turn, and the mutation waits for it. */
export const invalidates =
  (...queryKeys: QueryKey[]): CacheUpdate<unknown, unknown> =>
  async (queryClient) => {
    for (const queryKey of queryKeys) await queryClient.invalidateQueries({ queryKey });
  };

/** Keeps the call's answer as the query `queryKey`, without asking the server again. */
export const stores =
  (queryKey: QueryKey): CacheUpdate<unknown, unknown> =>
  (queryClient, data) =>
    queryClient.setQueryData(queryKey, data);

/** A list the server answers as `{ items }`; the query hands out the items themselves. */
export function useItems<Item>(queryKey: QueryKey, fetchList: () => Promise<{ items: Item[] }>) {
  return useQuery({ queryKey, queryFn: fetchList, select: (answer) => answer.items });
}

/** One page of a list the server hands out by cursor. */
export interface CursorPage {
  nextCursor?: string | null;
}

/**
 * A list read page by page, each after the `nextCursor` of the one before. With `keepPrevious`
 * the last list stays on screen while the list of a new key loads.
 */
export function useCursorPages<Page extends CursorPage>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
  });
}

/** The server answered that the thing asked for is not there. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/** A query's retry rule: a missing item stays missing; anything else is tried twice more. */
export const retryUnlessNotFound = (count: number, error: Error) => !isNotFound(error) && count < 2;
