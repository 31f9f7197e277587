import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail, type MailTemplate } from './mail.templates.js';

/** Every mail, with each branch its words take (a tracking link or none, paid or not, …). */
const TEMPLATES: MailTemplate[] = [
  { name: 'verify', firstName: 'Ola', code: '123456', link: 'https://kramik.example/verify?c=1' },
  {
    name: 'recover',
    username: 'ola',
    passwordLink: 'https://kramik.example/recover/password?t=1',
    loginLink: 'https://kramik.example/recover/login?t=1',
  },
  { name: 'passwordChanged', firstName: 'Ola', recoverLink: 'https://kramik.example/recover' },
  {
    name: 'signInLink',
    firstName: 'Ola',
    link: 'https://kramik.example/sign-in?t=1',
    recoverLink: 'https://kramik.example/recover',
  },
  { name: 'deleteCode', firstName: 'Ola', code: '654321' },
  ...[true, false].map((awaitingPayment): MailTemplate => ({
    name: 'orderPlaced',
    firstName: 'Anna',
    orders: [
      {
        number: 'MK-2026-000123',
        maker: 'Modra Glina',
        total: { amount: 12350, currency: 'EUR' },
        awaitingPayment,
      },
      {
        number: 'MK-2026-000124',
        maker: 'Len & Dąb',
        total: { amount: 5000, currency: 'PLN' },
        awaitingPayment: false,
      },
    ],
    link: 'https://kramik.example/userorders',
  })),
  ...[true, false].map((awaitingPayment): MailTemplate => ({
    name: 'orderReceived',
    number: 'MK-2026-000124',
    customer: 'Anna <Kowalczyk>',
    itemCount: 2,
    total: { amount: 5000, currency: 'EUR' },
    awaitingPayment,
    link: 'https://kramik.example/orders?order=0b5e3c1a-0000-4000-8000-000000000124',
  })),
  ...(['paid', 'cancelledByBuyer', 'cancelledUnpaid', 'cancelledByAdmin'] as const).map(
    (update): MailTemplate => ({
      name: 'makerOrderUpdate',
      number: 'MK-2026-000124',
      update,
      link: 'https://kramik.example/orders?order=0b5e3c1a-0000-4000-8000-000000000124',
    }),
  ),
  ...['https://inpost.pl/sledzenie-przesylek?number=62&x="1"', null].map(
    (trackingUrl): MailTemplate => ({
      name: 'orderStatus',
      firstName: 'Anna',
      number: 'MK-2026-000123',
      status: 'ready_for_pickup',
      trackingUrl,
      link: 'https://kramik.example/userorders',
    }),
  ),
  ...[
    { amount: 4999, currency: 'EUR' },
    { amount: 4999, currency: 'XX1' },
    { amount: null, currency: null },
  ].map((received): MailTemplate => ({
    name: 'paymentMismatch',
    operator: 'payu',
    paymentId: 'b1e0c5d2-0000-4000-8000-000000000001',
    expected: { amount: 5000, currency: 'EUR' },
    received,
    link: 'https://kramik.example/admin/payments',
  })),
];

describe('mail templates', () => {
  it.each(LOCALES)('render every mail in %s as they always have', (locale) => {
    const rendered = TEMPLATES.map((template) => {
      // The HTML version is made of the same paragraphs (renderMail), the text shows them all.
      const { subject, text } = renderMail(template, locale);
      return `=== ${template.name}\nSubject: ${subject}\n\n${text}`;
    });
    expect(rendered.join('\n')).toMatchSnapshot();
  });
});
