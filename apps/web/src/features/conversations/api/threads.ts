import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  ConversationMessage,
  OpenThreadInput,
  ThreadDetail,
  ThreadPage,
  UnreadCount,
} from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { useCursorPages } from '../../../lib/queries';
import {
  CONVERSATIONS_KEY,
  threadKey,
  threadListKey,
  threadPath,
  threadsPath,
  unreadKey,
} from './keys';

/** New messages show up while a screen is open: the list and a thread look again this often. */
const THREAD_REFRESH_MS = 15_000;
const UNREAD_REFRESH_MS = 60_000;

/**
 * The caller's threads, newest message first, page by page; read again whenever the unread count
 * (polled for the header) changes, so that a new message moves its thread up while on screen.
 */
export function useThreads() {
  const queryClient = useQueryClient();
  const unread = useUnreadCount(true).data;
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== unread) {
      void queryClient.invalidateQueries({ queryKey: threadListKey });
    }
    seen.current = unread;
  }, [unread, queryClient]);
  return useCursorPages(
    threadListKey,
    (cursor) =>
      api<ThreadPage>(
        'GET',
        cursor ? `${threadsPath}?cursor=${encodeURIComponent(cursor)}` : threadsPath,
      ),
    { keepPrevious: true },
  );
}

export function useThread(id: string | null) {
  return useQuery({
    queryKey: threadKey(id ?? ''),
    queryFn: () => api<ThreadDetail>('GET', threadPath(id!)),
    enabled: id !== null,
    refetchInterval: THREAD_REFRESH_MS,
  });
}

/** How many threads have unread messages (the header's badge); only for a signed-in user. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: unreadKey,
    // Leaving (logout, account deletion) forgets the token before the signed-in state is gone and
    // refetches the page's queries, as the cart's count does: no token, nothing unread to ask for.
    queryFn: () =>
      getToken()
        ? api<UnreadCount>('GET', '/api/messages/unread')
        : Promise.resolve<UnreadCount>({ count: 0 }),
    enabled: signedIn,
    refetchInterval: signedIn ? UNREAD_REFRESH_MS : false,
    select: (answer) => answer.count,
  });
}

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
}

export function useSendMessage(threadId: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: string) =>
      api<ConversationMessage>('POST', `${threadPath(threadId)}/messages`, { body: { body } }),
    onSuccess: refresh,
  });
}

export function useMarkRead(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('POST', `${threadPath(threadId)}/read`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadKey }),
        queryClient.invalidateQueries({ queryKey: threadListKey }),
        queryClient.invalidateQueries({ queryKey: threadKey(threadId) }),
      ]);
    },
  });
}

export function useSetBlocked(threadId: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      api<void>(blocked ? 'POST' : 'DELETE', `${threadPath(threadId)}/block`),
    onSuccess: refresh,
  });
}

/** Opens (or continues) the thread with a maker about a product, an order or nothing. */
export function useOpenThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenThreadInput) => api<ThreadDetail>('POST', threadsPath, { body: input }),
    onSuccess: (thread) => queryClient.setQueryData(threadKey(thread._id), thread),
  });
}
