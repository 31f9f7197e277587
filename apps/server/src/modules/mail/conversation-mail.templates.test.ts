import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail } from './mail.templates.js';

describe('the new-message mail', () => {
  it.each(LOCALES)('renders in %s with the sender, subject, quoted excerpt and link', (locale) => {
    const mail = renderMail(
      {
        name: 'newMessage',
        firstName: 'Anna',
        from: 'Modra Glina',
        subject: 'Blue jug',
        excerpt: 'Yes, it is dishwasher safe.',
        link: 'https://kramik.example/messages?thread=t1',
      },
      locale,
    );
    expect(mail.subject).toContain('Modra Glina');
    expect(mail.text).toContain('Anna');
    expect(mail.text).toContain('Blue jug');
    expect(mail.text).toContain('“Yes, it is dishwasher safe.”');
    expect(mail.html).toContain('href="https://kramik.example/messages?thread=t1"');
  });

  it('never makes a message that is only a link into the mail’s button, and escapes markup', () => {
    const mail = renderMail(
      {
        name: 'newMessage',
        firstName: 'Anna',
        from: '<b>Studio</b>',
        subject: null,
        excerpt: 'https://evil.example/login',
        link: 'https://kramik.example/messages?thread=t1',
      },
      'en-US',
    );
    expect(mail.html).not.toContain('href="https://evil.example/login"');
    expect(mail.html).not.toContain('<b>Studio</b>');
    expect(mail.text).toContain('<b>Studio</b> sent you a message');
  });
});
