import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../../testing/page-tests';
import { AddressFormModal } from './address-form-modal';
import { ChangePasswordCard } from './change-password-card';

setUpPageTests();

function renderWithProviders(ui: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('ChangePasswordCard', () => {
  it('checks the repeat field beside the schema and sends nothing when invalid', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ChangePasswordCard />);
    fireEvent.change(input(/^New password/), { target: { value: 'a long passphrase' } });
    fireEvent.change(input(/^Repeat password/), { target: { value: 'another phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    // Mantine marks a password field with data-invalid (not aria-invalid).
    expect(input(/^Current password/).getAttribute('data-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('AddressFormModal', () => {
  it('starts from the edited address', () => {
    renderWithProviders(
      <AddressFormModal
        opened
        entry={{
          _id: 'a1',
          recipientName: '',
          phone: '',
          street: 'Rynek 1',
          postalCode: '31-001',
          city: 'Kraków',
          region: '',
          country: 'PL',
        }}
        countries={[{ code: 'PL', name: 'Poland' }]}
        countriesFailed={false}
        onClose={() => {}}
      />,
    );
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(form).toBeTruthy();
    expect((input(/^Street and number/) as HTMLInputElement).value).toBe('Rynek 1');
    expect(input(/^Street and number/).getAttribute('autocomplete')).toBe(
      'shipping street-address',
    );
    expect((input(/^City/) as HTMLInputElement).value).toBe('Kraków');
    expect(screen.getByRole('button', { name: 'Save address' })).toBeTruthy();
  });
});
