import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpPageTests } from '../../../testing/page-tests';
import { RegisterForm } from './register-form';

setUpPageTests();

function renderForm() {
  const router = createMemoryRouter([{ path: '/register', Component: RegisterForm }], {
    initialEntries: ['/register'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('RegisterForm', () => {
  it('shows the spec’s messages on the fields and sends nothing when invalid', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.change(field(/^Password/), { target: { value: 'a long passphrase' } });
    fireEvent.change(field(/^Repeat password/), { target: { value: 'another phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field(/^Login name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('You must accept the privacy policy.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as it is changed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@' } });
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
  });
});
