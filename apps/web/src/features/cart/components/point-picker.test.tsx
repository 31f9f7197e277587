import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryPoint } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { PointPicker, type PointMapSlot } from './point-picker';

setUpPageTests();

const point = (code: string, distance: number, hours: string | null): DeliveryPoint => ({
  code,
  network: 'inpost',
  kind: 'locker',
  description: `By the ${code} shop`,
  address: { street: `Mostowa ${distance}`, postalCode: '31-061', city: 'Kraków' },
  location: { lat: 50.05, lng: 19.94 },
  openingHours: hours ?? '24/7',
  open247: hours === null,
  distance,
});

function mockPoints() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    asked.push(url);
    const q = new URL(url, 'http://x').searchParams.get('q');
    if (q === 'Atlantis')
      return Promise.resolve(
        jsonResponse(400, {
          code: 'BAD_REQUEST',
          error: 'Bad request',
          fields: { q: 'We could not find that place. Try a town name or a postal code.' },
        }),
      );
    return Promise.resolve(
      jsonResponse(200, {
        items: [point('KRA01M', 40, null), point('KRA60M', 1200, 'Pn-Sb 09:00-21:00')],
        origin: { label: 'Kraków, Poland', location: { lat: 50.06, lng: 19.94 } },
      }),
    );
  });
  return asked;
}

function renderPicker(onMap: PointMapSlot) {
  const chosen: DeliveryPoint[] = [];
  function Harness() {
    const [value, setValue] = useState<DeliveryPoint | null>(null);
    return (
      <PointPicker
        carrier="inpost_locker"
        maker="Clay"
        value={value}
        onChange={(p) => {
          chosen.push(p);
          setValue(p);
        }}
        hint="ul. Mostowa 14/3, Kraków"
        error={undefined}
        locale="en-US"
        pointMap={onMap}
      />
    );
  }
  renderRoutes([{ path: '*', Component: Harness }], '/cart');
  return chosen;
}

describe('PointPicker', () => {
  it('searches from the address, lists points with hours and 24/7, and chooses one', async () => {
    const asked = mockPoints();
    const map = vi.fn<PointMapSlot>(() => <div>the map</div>);
    const chosen = renderPicker(map);
    const list = await screen.findByRole('radiogroup', { name: 'Nearest to Kraków, Poland' });
    expect(asked[0]).toContain('carrier=inpost_locker');
    expect(asked[0]).toContain(
      `q=${encodeURIComponent('ul. Mostowa 14/3, Kraków').replace(/%20/g, '+')}`,
    );
    const radios = within(list).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['KRA01M', 'KRA60M']);
    expect(within(list).getByText('24/7')).toBeTruthy();
    expect(within(list).getByText('Open: Pn-Sb 09:00-21:00')).toBeTruthy();
    expect(within(list).getByText('40 m')).toBeTruthy();

    // On a phone the map waits for the button.
    expect(screen.queryByText('the map')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show on map' }));
    expect(await screen.findByText('the map')).toBeTruthy();

    fireEvent.click(radios[1]!);
    await waitFor(() => expect(chosen.map((p) => p.code)).toEqual(['KRA60M']));
    expect(screen.getByRole('status').textContent).toContain('Your point: KRA60M');
    expect(map).toHaveBeenLastCalledWith(expect.objectContaining({ selectedCode: 'KRA60M' }));
  });

  it('says when a typed place is unknown', async () => {
    mockPoints();
    renderPicker(() => null);
    await screen.findByRole('radiogroup', { name: 'Nearest to Kraków, Poland' });
    fireEvent.change(screen.getByLabelText('Town, street or point code'), {
      target: { value: 'Atlantis' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('We could not find that place. Try a town name or a postal code.'),
    ).toBeTruthy();
  });
});
