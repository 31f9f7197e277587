import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

/** Mails about an account's standing, sent when an administrator changes it (issue 20). */
export type AccountStatusMailTemplate =
  | {
      /** To the user: their account was blocked, unblocked or set back to pending. */
      name: 'accountStatusChanged';
      firstName: string;
      status: 'pending' | 'active' | 'blocked';
      /** The administrator's reason; null when none was given. */
      reason: string | null;
      link: string;
    }
  | {
      /** To the maker: an administrator approved their company; their products are listed. */
      name: 'companyApproved';
      firstName: string;
      company: string;
      link: string;
    };

type AccountStatusRenderers = {
  [K in AccountStatusMailTemplate['name']]: (
    p: Extract<AccountStatusMailTemplate, { name: K }>,
  ) => Rendered;
};

interface AccountStatusWords {
  subject: Record<'pending' | 'active' | 'blocked', string>;
  body: Record<'pending' | 'active' | 'blocked', string>;
  reason: (reason: string) => string;
  contact: string;
  approvedSubject: string;
  approved: (company: string) => string;
}

export function accountStatusMails(locale: Locale): AccountStatusRenderers {
  const hello = HELLO[locale];
  const w = ACCOUNT_STATUS_WORDS[locale];
  return {
    accountStatusChanged: (p) => ({
      subject: w.subject[p.status],
      paragraphs: [
        hello(p.firstName),
        w.body[p.status],
        ...(p.reason ? [w.reason(p.reason)] : []),
        w.contact,
        p.link,
      ],
    }),
    companyApproved: (p) => ({
      subject: w.approvedSubject,
      paragraphs: [hello(p.firstName), w.approved(p.company), p.link],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const ACCOUNT_STATUS_WORDS: Record<Locale, AccountStatusWords> = {
  'en-US': {
    subject: {
      blocked: 'Your Kramik account has been blocked',
      active: 'Your Kramik account is active again',
      pending: 'Your Kramik account is waiting for confirmation',
    },
    body: {
      blocked:
        'An administrator has blocked your account. You cannot sign in, and if you sell on Kramik, your products and shops are no longer shown.',
      active: 'An administrator has unblocked your account. You can sign in again.',
      pending:
        'An administrator has set your account back to waiting for confirmation. Confirm your e-mail address to sign in again.',
    },
    reason: (reason) => `Reason: ${reason}`,
    contact: 'If you have questions, write to us:',
    approvedSubject: 'Your shop on Kramik has been approved',
    approved: (company) =>
      `An administrator has approved ${company}. Your products are now shown in the catalog:`,
  },
  'pl-PL': {
    subject: {
      blocked: 'Twoje konto w Kramiku zostało zablokowane',
      active: 'Twoje konto w Kramiku jest znów aktywne',
      pending: 'Twoje konto w Kramiku czeka na potwierdzenie',
    },
    body: {
      blocked:
        'Administrator zablokował Twoje konto. Nie możesz się zalogować, a jeśli sprzedajesz w Kramiku, Twoje produkty i sklepy nie są już widoczne.',
      active: 'Administrator odblokował Twoje konto. Możesz znów się zalogować.',
      pending:
        'Administrator przywrócił Twoje konto do oczekiwania na potwierdzenie. Potwierdź adres e-mail, aby znów się zalogować.',
    },
    reason: (reason) => `Powód: ${reason}`,
    contact: 'Jeśli masz pytania, napisz do nas:',
    approvedSubject: 'Twój sklep w Kramiku został zatwierdzony',
    approved: (company) =>
      `Administrator zatwierdził firmę ${company}. Twoje produkty są teraz widoczne w katalogu:`,
  },
  'de-DE': {
    subject: {
      blocked: 'Ihr Kramik-Konto wurde gesperrt',
      active: 'Ihr Kramik-Konto ist wieder aktiv',
      pending: 'Ihr Kramik-Konto wartet auf Bestätigung',
    },
    body: {
      blocked:
        'Ein Administrator hat Ihr Konto gesperrt. Sie können sich nicht anmelden, und wenn Sie auf Kramik verkaufen, werden Ihre Produkte und Geschäfte nicht mehr angezeigt.',
      active: 'Ein Administrator hat Ihr Konto entsperrt. Sie können sich wieder anmelden.',
      pending:
        'Ein Administrator hat Ihr Konto wieder auf „wartet auf Bestätigung“ gesetzt. Bestätigen Sie Ihre E-Mail-Adresse, um sich wieder anzumelden.',
    },
    reason: (reason) => `Grund: ${reason}`,
    contact: 'Bei Fragen schreiben Sie uns:',
    approvedSubject: 'Ihr Geschäft auf Kramik wurde freigegeben',
    approved: (company) =>
      `Ein Administrator hat ${company} freigegeben. Ihre Produkte werden jetzt im Katalog angezeigt:`,
  },
  'sv-SE': {
    subject: {
      blocked: 'Ditt Kramik-konto har spärrats',
      active: 'Ditt Kramik-konto är aktivt igen',
      pending: 'Ditt Kramik-konto väntar på bekräftelse',
    },
    body: {
      blocked:
        'En administratör har spärrat ditt konto. Du kan inte logga in, och om du säljer på Kramik visas dina produkter och butiker inte längre.',
      active: 'En administratör har hävt spärren av ditt konto. Du kan logga in igen.',
      pending:
        'En administratör har satt ditt konto till att vänta på bekräftelse igen. Bekräfta din e-postadress för att logga in igen.',
    },
    reason: (reason) => `Anledning: ${reason}`,
    contact: 'Har du frågor kan du skriva till oss:',
    approvedSubject: 'Din butik på Kramik har godkänts',
    approved: (company) =>
      `En administratör har godkänt ${company}. Dina produkter visas nu i katalogen:`,
  },
  'nb-NO': {
    subject: {
      blocked: 'Kramik-kontoen din er sperret',
      active: 'Kramik-kontoen din er aktiv igjen',
      pending: 'Kramik-kontoen din venter på bekreftelse',
    },
    body: {
      blocked:
        'En administrator har sperret kontoen din. Du kan ikke logge inn, og hvis du selger på Kramik, vises ikke produktene og butikkene dine lenger.',
      active: 'En administrator har opphevet sperren av kontoen din. Du kan logge inn igjen.',
      pending:
        'En administrator har satt kontoen din tilbake til å vente på bekreftelse. Bekreft e-postadressen din for å logge inn igjen.',
    },
    reason: (reason) => `Årsak: ${reason}`,
    contact: 'Har du spørsmål, kan du skrive til oss:',
    approvedSubject: 'Butikken din på Kramik er godkjent',
    approved: (company) =>
      `En administrator har godkjent ${company}. Produktene dine vises nå i katalogen:`,
  },
  'zh-CN': {
    subject: {
      blocked: '您的 Kramik 账户已被封禁',
      active: '您的 Kramik 账户已恢复正常',
      pending: '您的 Kramik 账户正在等待确认',
    },
    body: {
      blocked:
        '管理员已封禁您的账户。您无法登录；如果您在 Kramik 上销售，您的商品和店铺将不再显示。',
      active: '管理员已解除对您账户的封禁。您可以重新登录。',
      pending: '管理员已将您的账户改回等待确认状态。请确认您的电子邮件地址后再登录。',
    },
    reason: (reason) => `原因：${reason}`,
    contact: '如有疑问，请联系我们：',
    approvedSubject: '您在 Kramik 的店铺已通过审核',
    approved: (company) => `管理员已批准 ${company}。您的商品现在会显示在目录中：`,
  },
};
