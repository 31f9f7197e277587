import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail } from './mail.templates.js';

describe('account status mails', () => {
  it.each(LOCALES)('render in %s with the reason and the link', (locale) => {
    const blocked = renderMail(
      {
        name: 'accountStatusChanged',
        firstName: 'Anna',
        status: 'blocked',
        reason: 'Counterfeit <b>goods</b>',
        link: 'https://kramik.example/contact',
      },
      locale,
    );
    expect(blocked.text).toContain('Anna');
    expect(blocked.text).toContain('Counterfeit <b>goods</b>');
    expect(blocked.html).not.toContain('<b>');
    expect(blocked.html).toContain('href="https://kramik.example/contact"');
    for (const status of ['active', 'pending'] as const) {
      const mail = renderMail(
        {
          name: 'accountStatusChanged',
          firstName: 'Anna',
          status,
          reason: null,
          link: 'https://k.example/',
        },
        locale,
      );
      expect(mail.subject).not.toBe(blocked.subject);
    }
    const approved = renderMail(
      {
        name: 'companyApproved',
        firstName: 'Jan',
        company: 'Studio Glina',
        link: 'https://k.example/seller',
      },
      locale,
    );
    expect(approved.text).toContain('Studio Glina');
  });
});
