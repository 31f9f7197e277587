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
  hiddenAlready: {
    'en-US': 'This is hidden already.',
    'pl-PL': 'To jest już ukryte.',
    'zh-CN': '已隐藏。',
    'de-DE': 'Dies ist bereits ausgeblendet.',
    'sv-SE': 'Det här är redan dolt.',
    'nb-NO': 'Dette er allerede skjult.',
  },
  notHidden: {
    'en-US': 'This is not hidden.',
    'pl-PL': 'To nie jest ukryte.',
    'zh-CN': '未隐藏。',
    'de-DE': 'Dies ist nicht ausgeblendet.',
    'sv-SE': 'Det här är inte dolt.',
    'nb-NO': 'Dette er ikke skjult.',
  },
  userBlockedAlready: {
    'en-US': 'This user is blocked already.',
    'pl-PL': 'Ten użytkownik jest już zablokowany.',
    'zh-CN': '该用户已被封禁。',
    'de-DE': 'Dieser Benutzer ist bereits gesperrt.',
    'sv-SE': 'Den här användaren är redan blockerad.',
    'nb-NO': 'Denne brukeren er allerede blokkert.',
  },
  moderationActionInvalid: {
    'en-US': 'This action does not apply to what was reported.',
    'pl-PL': 'Tej czynności nie można zastosować do zgłoszonego obiektu.',
    'zh-CN': '此操作不适用于被举报的对象。',
    'de-DE': 'Diese Aktion passt nicht zum gemeldeten Objekt.',
    'sv-SE': 'Den här åtgärden gäller inte det som anmäldes.',
    'nb-NO': 'Denne handlingen gjelder ikke det som ble rapportert.',
  },
} satisfies Record<string, Record<Locale, string>>;
