import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../testing/page-tests';
import { AddressInputs } from './address-inputs';

setUpPageTests();

const values = { street: 'Rynek 1', postalCode: '31-001', city: 'Kraków', country: 'PL' };
const countries = [{ code: 'PL', name: 'Poland' }];

describe('AddressInputs', () => {
  it('names the fields for the autofill section and reports changes by field', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <AddressInputs
          section="billing"
          values={values}
          onChange={onChange}
          errors={{ city: 'This field is required' }}
          countries={countries}
          countriesFailed={false}
          maxLength={{ street: 120, postalCode: 12, city: 80 }}
        />
      </MantineProvider>,
    );
    const street = screen.getByLabelText(/^Street and number/);
    expect(street.getAttribute('autocomplete')).toBe('billing street-address');
    expect(street.getAttribute('maxlength')).toBe('120');
    expect(street.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Postal code/).getAttribute('autocomplete')).toBe(
      'billing postal-code',
    );
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Country/).getAttribute('autocomplete')).toBe('billing country');

    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Gdańsk' } });
    expect(onChange).toHaveBeenCalledWith('city', 'Gdańsk');
  });

  it("lists the buyer's country first, then the countries we deliver to, then the rest", () => {
    render(
      <MantineProvider>
        <AddressInputs
          section="shipping"
          values={{ street: '', postalCode: '', city: '', country: '' }}
          onChange={() => {}}
          errors={{}}
          countries={[
            { code: 'AF', name: 'Afghanistan' },
            { code: 'DE', name: 'Germany' },
            { code: 'NO', name: 'Norway' },
            { code: 'PL', name: 'Poland' },
            { code: 'US', name: 'United States' },
          ]}
          countriesFailed={false}
          maxLength={{ street: 120, postalCode: 12, city: 80 }}
        />
      </MantineProvider>,
    );
    const select = screen.getByLabelText(/^Country/);
    const groups = [...select.querySelectorAll('optgroup')].map((group) => ({
      label: group.label,
      options: [...group.querySelectorAll('option')].map((o) => o.textContent),
    }));
    // The page is in en-US: the United States is the buyer's country.
    expect(groups).toEqual([
      { label: 'Suggested', options: ['United States', 'Germany', 'Norway', 'Poland'] },
      { label: 'All other countries', options: ['Afghanistan'] },
    ]);
  });
});
