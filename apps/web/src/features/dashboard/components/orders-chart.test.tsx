import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../../../testing/page-tests';
import { OrdersChart, scaleTop } from './orders-chart';

setUpPageTests();

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i === 4 ? 7 : i === 29 ? 2 : 0,
}));

describe('OrdersChart', () => {
  it('is one described image for screen readers, with the numbers in a table', () => {
    render(
      <MantineProvider>
        <OrdersChart days={days} locale="en-US" />
      </MantineProvider>,
    );
    const chart = screen.getByRole('img', { name: /Orders per day, last 30 days/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const described = chart.getAttribute('aria-labelledby')!.split(' ');
    expect(document.getElementById(described[1]!)!.textContent).toBe(
      '9 orders in 30 days; the busiest day was Nov 5, 2026 with 7.',
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(table.textContent).toContain('Nov 30, 2026');
  });

  it('rounds the scale up to 4, or 1, 2, 5 times a power of ten', () => {
    expect(scaleTop(0)).toBe(4);
    expect(scaleTop(3)).toBe(4);
    expect(scaleTop(7)).toBe(10);
    expect(scaleTop(11)).toBe(20);
    expect(scaleTop(48)).toBe(50);
    expect(scaleTop(100)).toBe(100);
  });
});
