import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpPageTests } from '../../../testing/page-tests';
import { LoginForm } from './login-form';

setUpPageTests();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('LoginForm with a mailed sign-in link', () => {
  it('sends the link’s token once and goes on signed in', async () => {
    const user = {
      _id: 'u1',
      username: 'ola',
      email: 'ola@example.com',
      firstName: 'Ola',
      lastName: 'K',
      phone: null,
      companyId: null,
      permissions: 'user',
      status: 'active',
      registeredAt: '2026-01-01T00:00:00.000Z',
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      input === '/api/users/login-link'
        ? json({
            tokenUser: 'session-token',
            user: { _id: 'u1', companyId: null, firstName: 'Ola', permissions: 'user' },
          })
        : json({ isLoggedIn: true, user }),
    );
    const router = createMemoryRouter(
      [
        { path: '/auth', Component: LoginForm },
        { path: '/', element: <p>Home page</p> },
      ],
      { initialEntries: ['/auth?signin=mailed-token'] },
    );
    render(
      <StrictMode>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    );
    expect(screen.getByText('Logging you in with the link from your e-mail…')).toBeTruthy();
    await screen.findByText('Home page');
    const linkCalls = fetchSpy.mock.calls.filter(([url]) => url === '/api/users/login-link');
    expect(linkCalls).toHaveLength(1);
    expect(JSON.parse(linkCalls[0]![1]!.body as string)).toEqual({ token: 'mailed-token' });
  });
});
