import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail } from './mail.templates.js';

describe('order mails', () => {
  it.each(LOCALES)('render in %s with the order number, amounts and links', (locale) => {
    const placed = renderMail(
      {
        name: 'orderPlaced',
        firstName: 'Anna',
        orders: [
          {
            number: 'MK-2026-000123',
            maker: 'Modra Glina',
            total: { amount: 12350, currency: 'EUR' },
            awaitingPayment: true,
          },
        ],
        link: 'https://kramik.example/userorders',
      },
      locale,
    );
    expect(placed.subject.length).toBeGreaterThan(0);
    expect(placed.text).toContain('MK-2026-000123');
    expect(placed.text).toMatch(/123[.,]50/);
    expect(placed.html).toContain('href="https://kramik.example/userorders"');

    const status = renderMail(
      {
        name: 'orderStatus',
        firstName: 'Anna',
        number: 'MK-2026-000123',
        status: 'shipped',
        trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=62',
        link: 'https://kramik.example/userorders',
      },
      locale,
    );
    expect(status.subject).toContain('MK-2026-000123');
    expect(status.text).toContain('https://inpost.pl/sledzenie-przesylek?number=62');

    const received = renderMail(
      {
        name: 'orderReceived',
        number: 'MK-2026-000124',
        customer: 'Anna Kowalczyk',
        itemCount: 2,
        total: { amount: 5000, currency: 'EUR' },
        awaitingPayment: true,
        link: 'https://kramik.example/orders?order=1',
      },
      locale,
    );
    expect(received.text).toContain('Anna Kowalczyk');
    expect(received.subject).toContain('MK-2026-000124');
    expect(received.html).toContain('href="https://kramik.example/orders?order=1"');

    const paid = renderMail(
      {
        name: 'makerOrderUpdate',
        number: 'MK-2026-000124',
        update: 'paid',
        link: 'https://kramik.example/orders?order=1',
      },
      locale,
    );
    expect(paid.subject).toContain('MK-2026-000124');
    expect(paid.html).toContain('href="https://kramik.example/orders?order=1"');
  });
});
