import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import {
  invalidates,
  retryUnlessNotFound,
  stores,
  useCacheMutation,
  useCursorPages,
  useItems,
} from './queries';

function renderWithClient<Result>(hook: () => Result) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

describe('useCacheMutation', () => {
  it('hands the cache update the client, the answer and the input', async () => {
    const update = vi.fn();
    const { queryClient, result } = renderWithClient(() =>
      useCacheMutation((n: number) => Promise.resolve(n * 2), update),
    );
    await act(() => result.current.mutateAsync(21));
    expect(update).toHaveBeenCalledWith(queryClient, 42, 21);
  });

  it('stores the answer under a key', async () => {
    const { queryClient, result } = renderWithClient(() =>
      useCacheMutation((name: string) => Promise.resolve({ name }), stores(['item'])),
    );
    await act(() => result.current.mutateAsync('vase'));
    expect(queryClient.getQueryData(['item'])).toEqual({ name: 'vase' });
  });

  it('invalidates each key and waits for the refetch before it settles', async () => {
    const { queryClient, result } = renderWithClient(() =>
      useCacheMutation(() => Promise.resolve(null), invalidates(['a'], ['b'])),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.mutateAsync(undefined));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['a'], ['b']]);
  });

  it('leaves the cache alone when the call fails', async () => {
    const update = vi.fn();
    const { result } = renderWithClient(() =>
      useCacheMutation(() => Promise.reject(new Error('refused')), update),
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(update).not.toHaveBeenCalled();
  });
});

describe('useCursorPages', () => {
  it('asks for the next page with the cursor of the last one, until there is none', async () => {
    const fetchPage = vi.fn((cursor: string | undefined) =>
      Promise.resolve(cursor ? { items: [2], nextCursor: null } : { items: [1], nextCursor: 'c1' }),
    );
    const { result } = renderWithClient(() => useCursorPages(['pages'], fetchPage));
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([undefined, 'c1']);
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual([1, 2]);
  });
});

describe('useItems', () => {
  it('hands out the items of the answer', async () => {
    const { result } = renderWithClient(() =>
      useItems(['things'], () => Promise.resolve({ items: ['a', 'b'] })),
    );
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
  });
});

describe('retryUnlessNotFound', () => {
  it('gives up at once on a 404 and after two more tries on anything else', () => {
    const missing = new ApiRequestError(404, 'NOT_FOUND', 'missing');
    expect(retryUnlessNotFound(0, missing)).toBe(false);
    expect(retryUnlessNotFound(1, new Error('network'))).toBe(true);
    expect(retryUnlessNotFound(2, new Error('network'))).toBe(false);
  });
});
