import type { AdminContactMessage, AdminContactPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation, useCursorPages } from '../../../lib/queries';
import { contactInboxKey } from './keys';

export function listContactMessages(unreadOnly: boolean, cursor: string | undefined) {
  const query = new URLSearchParams();
  if (unreadOnly) query.set('unread', 'true');
  if (cursor) query.set('cursor', cursor);
  return api<AdminContactPage>('GET', `/api/admin/contact-messages?${query}`);
}

/** The inbox, newest first (or only the unread), page by page. */
export function useContactInbox(unreadOnly: boolean) {
  return useCursorPages([...contactInboxKey, unreadOnly], (cursor) =>
    listContactMessages(unreadOnly, cursor),
  );
}

export function markContactMessage({ id, read }: { id: string; read: boolean }) {
  return api<AdminContactMessage>(
    'PATCH',
    `/api/admin/contact-messages/${encodeURIComponent(id)}`,
    { body: { read } },
  );
}

/** Marks a message read or unread; the inbox reloads. */
export function useMarkContactMessage() {
  return useCacheMutation(markContactMessage, invalidates(contactInboxKey));
}

/** The inbox's unread count (for the tab), from the first page of the whole inbox. */
export function useUnreadContactCount() {
  return useContactInbox(false).data?.pages[0]?.unreadCount;
}
