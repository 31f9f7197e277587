import { describe, expect, it } from 'vitest';
import type { Shop } from '@kramik/contract';
import { changeInterval } from './hours';
import { addressQuery, checkShopForm, shopToValues, valuesToPayload } from './shop-form-values';

const filled = () => ({
  ...shopToValues(null, 'PL'),
  title: 'Pracownia pod Lipą',
  street: 'ul. Garncarska 12',
  city: 'Bolesławiec',
  postalCode: '59-700',
  location: { lat: 51.26, lng: 15.57 },
});

describe('shop form values', () => {
  it('starts empty with the given country, visible on the map and no location', () => {
    const values = shopToValues(null, 'PL');
    expect(values.country).toBe('PL');
    expect(values.visibleOnMap).toBe(true);
    expect(values.location).toBeNull();
    expect(valuesToPayload(values)).not.toHaveProperty('location');
  });

  it('reads a saved shop back into the form', () => {
    const shop = {
      _id: 's1',
      title: 'Studio',
      description: 'Glaze',
      street: 'Main 1',
      city: 'Oslo',
      postalCode: '0150',
      country: 'NO',
      location: { lat: 59.9, lng: 10.7 },
      timeZone: 'Europe/Oslo',
      hours: {
        mon: [],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [{ open: '10:00', close: '14:00' }],
        sun: [],
      },
      visibleOnMap: false,
      images: [],
      company: { _id: 'c1', shortName: 'Maker' },
      createdAt: '2026-01-01T00:00:00.000Z',
    } satisfies Shop;
    const payload = valuesToPayload(shopToValues(shop));
    expect(payload).toMatchObject({ title: 'Studio', country: 'NO', visibleOnMap: false });
    expect(payload.hours).toEqual(shop.hours);
    expect(payload.location).toEqual(shop.location);
  });

  it('accepts a complete form', () => {
    const result = checkShopForm(filled());
    expect(result.errors).toBeUndefined();
    expect(result.input?.hours.mon).toEqual([{ open: '09:00', close: '17:00' }]);
  });

  it('names missing fields and the missing location with the spec’s key', () => {
    const result = checkShopForm(shopToValues(null));
    expect(result.errors).toMatchObject({
      title: 'required',
      street: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
      location: 'locationRequired',
    });
  });

  it('checks the postal code of the country, as the server does', () => {
    expect(checkShopForm({ ...filled(), postalCode: '59700' }).errors).toEqual({
      postalCode: 'postalCodeFormat',
    });
    expect(
      checkShopForm({ ...filled(), postalCode: '0150', country: 'NO' }).errors,
    ).toBeUndefined();
  });

  it('keys hour errors as the server does', () => {
    const values = filled();
    values.hours = changeInterval(values.hours, 'tue', 0, 'close', '08:00');
    expect(checkShopForm(values).errors).toEqual({ 'hours.tue.0.close': 'hoursInverted' });
  });

  it('builds the geocoder’s address line', () => {
    expect(addressQuery(filled())).toBe('ul. Garncarska 12, 59-700 Bolesławiec');
    expect(addressQuery({ street: ' ', postalCode: '', city: 'Kraków' })).toBe('Kraków');
  });
});
