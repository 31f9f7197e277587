import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail } from './mail.templates.js';

describe('review mails', () => {
  it.each(LOCALES)('render in %s with the order, the items, the stars and links', (locale) => {
    const invitation = renderMail(
      {
        name: 'reviewInvitation',
        firstName: 'Anna',
        number: 'MK-2026-000123',
        items: ['Blue jug', 'Linen shawl'],
        link: 'https://kramik.example/userorders',
      },
      locale,
    );
    expect(invitation.subject).toContain('MK-2026-000123');
    expect(invitation.text).toContain('Anna');
    expect(invitation.text).toContain('Linen shawl');
    expect(invitation.html).toContain('href="https://kramik.example/userorders"');

    const received = renderMail(
      {
        name: 'reviewReceived',
        firstName: 'Jan',
        product: 'Blue jug',
        rating: 4,
        comment: '<img src=x onerror=alert(1)>',
        link: 'https://kramik.example/products/1#reviews',
      },
      locale,
    );
    expect(received.subject).toContain('Blue jug');
    expect(received.text).toContain('★★★★☆');
    expect(received.text).toContain('<img src=x onerror=alert(1)>');
    // The HTML version shows a buyer's markup as text.
    expect(received.html).not.toContain('<img');
    expect(received.html).toContain('href="https://kramik.example/products/1#reviews"');
  });
});
