import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { renderMail, type MailTemplate } from './mail.templates.js';

const contactReceived: MailTemplate = {
  name: 'contactReceived',
  senderName: 'Ola <Nowak>',
  senderEmail: 'ola@example.com',
  productName: 'Cobalt jug',
  message: '<img src=x onerror=alert(1)>\nSecond line',
  link: 'https://kramik.example/admin/reports?tab=inbox',
};

describe('moderation and contact mails', () => {
  it.each(LOCALES)('are written in %s', (locale) => {
    for (const template of [
      contactReceived,
      { name: 'contactReceipt', senderName: 'Ola' },
      {
        name: 'reportHandled',
        outcome: 'resolved',
        note: 'Hidden',
        reportedAt: '2026-11-20T10:00:00Z',
      },
      {
        name: 'reportHandled',
        outcome: 'dismissed',
        note: null,
        reportedAt: '2026-11-20T10:00:00Z',
      },
    ] satisfies MailTemplate[]) {
      const { subject, text } = renderMail(template, locale);
      expect(subject.trim(), `${template.name} in ${locale}`).not.toBe('');
      expect(text, `${template.name} in ${locale}`).not.toMatch(/undefined|null/);
    }
  });

  it('gives the inbox the whole message, escaped in the HTML version', () => {
    const { text, html } = renderMail(contactReceived, 'en-US');
    expect(text).toContain('Ola <Nowak> <ola@example.com> wrote through the contact form:');
    expect(text).toContain('About the product: Cobalt jug');
    expect(text).toContain('<img src=x onerror=alert(1)>\nSecond line');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('tells the reporter the outcome, with the note only when there is one', () => {
    const resolved = renderMail(
      {
        name: 'reportHandled',
        outcome: 'resolved',
        note: 'Hidden',
        reportedAt: '2026-11-20T10:00:00Z',
      },
      'pl-PL',
    );
    expect(resolved.text).toContain('Znaleźliśmy problem i podjęliśmy działania.');
    expect(resolved.text).toContain('Uwaga administratora: Hidden');
    expect(resolved.text).toContain('20 listopada 2026');
    const dismissed = renderMail(
      {
        name: 'reportHandled',
        outcome: 'dismissed',
        note: null,
        reportedAt: '2026-11-20T10:00:00Z',
      },
      'en-US',
    );
    expect(dismissed.text).toContain('no action was taken');
    expect(dismissed.text).not.toContain('Note from the administrator');
  });
});
