import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ThreadDetail, ThreadPage } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { MessagesScreen } from './messages-screen';

const HOSTILE = '<img src=x onerror=alert(1)> <script>alert(2)</script> <b>bold</b>';

const THREAD: ThreadDetail = {
  _id: '7c1d2f60-1c4e-4f55-8a55-0c6c2b9f7a11',
  side: 'maker',
  counterpart: { _id: 'u1', name: 'anna.kowalczyk' },
  subject: { kind: 'product', _id: 'p1', name: 'Blue jug', image: null },
  lastMessage: {
    excerpt: HOSTILE,
    createdAt: '2026-03-04T10:20:00.000Z',
    mine: false,
    removed: false,
  },
  unread: true,
  blockedByMe: false,
  blockedByThem: false,
  messages: [
    {
      _id: 'm1',
      side: 'buyer',
      mine: false,
      body: 'Care guide? https://example.com/care?x=1. And javascript:alert(1)',
      removed: false,
      createdAt: '2026-03-04T10:15:00.000Z',
    },
    {
      _id: 'm2',
      side: 'buyer',
      mine: false,
      body: HOSTILE,
      removed: false,
      createdAt: '2026-03-04T10:20:00.000Z',
    },
  ],
};

const PAGE: ThreadPage = {
  items: [
    (({ messages: _messages, ...summary }) => summary)(THREAD),
    {
      ...(({ messages: _messages, ...summary }) => summary)(THREAD),
      _id: '00000000-0000-4000-8000-000000000002',
      counterpart: { _id: 'u2', name: 'jonas.becker' },
      subject: { kind: 'order', _id: 'o1', name: 'KR-2026-000042', image: null },
      lastMessage: {
        excerpt: 'Thanks!',
        createdAt: '2026-03-01T10:00:00.000Z',
        mine: true,
        removed: false,
      },
      unread: false,
    },
  ],
  nextCursor: null,
};

setUpPageTests();

function mockApi(calls: { method: string; url: string; body?: unknown }[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.endsWith('/api/messages/unread'))
      return Promise.resolve(jsonResponse(200, { count: 1 }));
    if (url.endsWith('/api/messages/threads')) return Promise.resolve(jsonResponse(200, PAGE));
    if (url.endsWith(`/api/messages/threads/${THREAD._id}`)) {
      return Promise.resolve(jsonResponse(200, THREAD));
    }
    if (url.endsWith('/read')) return Promise.resolve(new Response(null, { status: 204 }));
    if (url.endsWith('/messages') && method === 'POST') {
      return Promise.resolve(
        jsonResponse(201, {
          _id: 'm3',
          side: 'maker',
          mine: true,
          body: 'Yes',
          removed: false,
          createdAt: '2026-03-04T11:00:00.000Z',
        }),
      );
    }
    return Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
}

function renderScreen(path: string) {
  renderRoutes([{ path: '/messages', Component: () => <MessagesScreen locale="en-US" /> }], path);
}

describe('MessagesScreen', { timeout: 20_000 }, () => {
  it('lists the threads, newest first, with the unread one marked', async () => {
    mockApi([]);
    renderScreen('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('anna.kowalczyk'),
      expect.stringContaining('jonas.becker'),
    ]);
    expect(within(rows[0]!).getByText('Unread')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Unread')).toBeNull();
    expect(rows[1]!.textContent).toContain('Order KR-2026-000042');
    expect(rows[1]!.textContent).toContain('You: Thanks!');
    expect(screen.getByText('Choose a conversation to read it and answer.')).toBeTruthy();
  });

  it('shows messages as text, links only web addresses, and marks the thread read', async () => {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    mockApi(calls);
    renderScreen(`/messages?thread=${THREAD._id}`);
    const history = await screen.findByRole('list', { name: 'Messages' });
    expect(within(history).getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(history.querySelector('script, b')).toBeNull();
    const links = within(history).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/care?x=1');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/read'))).toBe(true),
    );
  });

  it('sends a reply, and refuses an empty one', async () => {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    mockApi(calls);
    renderScreen(`/messages?thread=${THREAD._id}`);
    const box = await screen.findByLabelText(/^Your message/);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Yes  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))?.body).toEqual({
        body: 'Yes',
      }),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('tells a blocked side why there is no reply box', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.endsWith(THREAD._id)) {
        return Promise.resolve(
          jsonResponse(200, { ...THREAD, unread: false, blockedByThem: true }),
        );
      }
      if (url.endsWith('/api/messages/unread'))
        return Promise.resolve(jsonResponse(200, { count: 0 }));
      return Promise.resolve(jsonResponse(200, PAGE));
    });
    renderScreen(`/messages?thread=${THREAD._id}`);
    expect(
      await screen.findByText(
        'The other side has blocked this conversation: you cannot write here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Your message/)).toBeNull();
  });
});
