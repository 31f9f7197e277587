import type { Locale } from '@kramik/contract';

/** Messages of reports, the contact form and moderation. */
export const reportsMessages = {
  textTooLong: {
    'en-US': 'Use at most 2,000 characters.',
    'pl-PL': 'Użyj najwyżej 2000 znaków.',
    'zh-CN': '最多 2000 个字符。',
    'de-DE': 'Verwenden Sie höchstens 2.000 Zeichen.',
    'sv-SE': 'Använd högst 2 000 tecken.',
    'nb-NO': 'Bruk høyst 2 000 tegn.',
  },
  reportHandledAlready: {
    'en-US': 'This report has already been handled.',
    'pl-PL': 'To zgłoszenie zostało już rozpatrzone.',
    'zh-CN': '该举报已处理。',
    'de-DE': 'Diese Meldung wurde bereits bearbeitet.',
    'sv-SE': 'Den här anmälan har redan hanterats.',
    'nb-NO': 'Denne rapporten er allerede behandlet.',
  },
} satisfies Record<string, Record<Locale, string>>;
