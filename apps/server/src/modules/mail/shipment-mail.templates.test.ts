import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail } from './mail.templates.js';

describe('shipment mails', () => {
  it.each(LOCALES)('say in %s that the parcel waits, with the locker and the code', (locale) => {
    const mail = renderMail(
      {
        name: 'parcelWaiting',
        firstName: 'Anna',
        number: 'MK-2026-000123',
        point: 'KRA01M',
        pickupCode: '482913',
        trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=1',
        link: 'https://kramik.example/userorders?order=1',
      },
      locale,
    );
    expect(mail.subject).toContain('MK-2026-000123');
    expect(mail.text).toContain('Anna');
    expect(mail.text).toContain('KRA01M');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('href="https://inpost.pl/sledzenie-przesylek?number=1"');

    const noCode = renderMail(
      {
        name: 'parcelWaiting',
        firstName: 'Anna',
        number: 'MK-2026-000123',
        point: null,
        pickupCode: null,
        trackingUrl: null,
        link: 'https://kramik.example/userorders?order=1',
      },
      locale,
    );
    expect(noCode.text).toContain('InPost');
    expect(noCode.text).not.toContain('null');
  });
});
