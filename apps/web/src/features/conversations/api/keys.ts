/** Query keys of the conversations; anything written refreshes everything under `all`. */
export const CONVERSATIONS_KEY = ['conversations'] as const;
export const threadListKey = [...CONVERSATIONS_KEY, 'list'] as const;
export const threadKey = (id: string) => [...CONVERSATIONS_KEY, 'thread', id] as const;
export const unreadKey = [...CONVERSATIONS_KEY, 'unread'] as const;

export const threadsPath = '/api/messages/threads';
export const threadPath = (id: string) => `${threadsPath}/${encodeURIComponent(id)}`;

/** Where a thread is read and answered in the web app. */
export const threadHref = (id: string) => `/messages?thread=${encodeURIComponent(id)}`;
