import type { Locale } from '@kramik/contract';
import { orderMails, type OrderMailTemplate } from './order-mail.templates.js';
import { conversationMails, type ConversationMailTemplate } from './conversation-mail.templates.js';
import { moderationMails, type ModerationMailTemplate } from './moderation-mail.templates.js';
import { reviewMails, type ReviewMailTemplate } from './review-mail.templates.js';
import { shipmentMails, type ShipmentMailTemplate } from './shipment-mail.templates.js';
import {
  accountStatusMails,
  type AccountStatusMailTemplate,
} from './account-status-mail.templates.js';
import { stockAlertMails, type StockAlertMailTemplate } from './stock-alert-mail.templates.js';
import { digestMails, type DigestMailTemplate } from './digest-mail.templates.js';
import {
  progressPostMails,
  type ProgressPostMailTemplate,
} from './progress-post-mail.templates.js';
import { HELLO, type Rendered } from './mail.words.js';

type AccountMailTemplate =
  | { name: 'verify'; firstName: string; code: string; link: string }
  | { name: 'recover'; username: string; passwordLink: string; loginLink: string }
  | { name: 'passwordChanged'; firstName: string; recoverLink: string }
  | { name: 'signInLink'; firstName: string; link: string; recoverLink: string }
  | { name: 'deleteCode'; firstName: string; code: string };

export type MailTemplate =
  | AccountMailTemplate
  | OrderMailTemplate
  | ModerationMailTemplate
  | ConversationMailTemplate
  | ReviewMailTemplate
  | ShipmentMailTemplate
  | AccountStatusMailTemplate
  | StockAlertMailTemplate
  | DigestMailTemplate
  | ProgressPostMailTemplate;

type Renderers = {
  [K in AccountMailTemplate['name']]: (p: Extract<AccountMailTemplate, { name: K }>) => Rendered;
};

/** What the account mails say in one locale: the words around the links and codes. */
interface AccountWords {
  verify: { subject: string; openLink: string; orCode: (code: string) => string; valid: string };
  recover: {
    subject: string;
    asked: (username: string) => string;
    newPassword: string;
    newLogin: string;
    valid: string;
  };
  passwordChanged: { subject: string; changed: string; ifNotYou: string };
  signInLink: { subject: string; paused: string; ifNotYou: string };
  deleteCode: { subject: string; enterCode: string; valid: string };
}

/** The account mails of one locale: its words, and where the links and codes stand among them. */
function accountMails(hello: (firstName: string) => string, w: AccountWords): Renderers {
  return {
    verify: (p) => ({
      subject: w.verify.subject,
      paragraphs: [
        hello(p.firstName),
        w.verify.openLink,
        p.link,
        w.verify.orCode(p.code),
        w.verify.valid,
      ],
    }),
    recover: (p) => ({
      subject: w.recover.subject,
      paragraphs: [
        w.recover.asked(p.username),
        w.recover.newPassword,
        p.passwordLink,
        w.recover.newLogin,
        p.loginLink,
        w.recover.valid,
      ],
    }),
    passwordChanged: (p) => ({
      subject: w.passwordChanged.subject,
      paragraphs: [
        hello(p.firstName),
        w.passwordChanged.changed,
        w.passwordChanged.ifNotYou,
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: w.signInLink.subject,
      paragraphs: [
        hello(p.firstName),
        w.signInLink.paused,
        p.link,
        w.signInLink.ifNotYou,
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: w.deleteCode.subject,
      paragraphs: [hello(p.firstName), w.deleteCode.enterCode, p.code, w.deleteCode.valid],
    }),
  };
}

/** The account mails' words in every interface locale; the type makes a missing one a compile error. */
const ACCOUNT_WORDS: Record<Locale, AccountWords> = {
  'en-US': {
    verify: {
      subject: 'Confirm your Kramik account',
      openLink: 'Thank you for joining Kramik. To activate your account, open this link:',
      orCode: (code) => `or enter this code on the confirmation page: ${code}`,
      valid:
        'The code is valid for 24 hours. If you did not create an account, ignore this e-mail.',
    },
    recover: {
      subject: 'Your Kramik password or login name',
      asked: (username) =>
        `Someone asked to recover the Kramik account with the login name "${username}".`,
      newPassword: 'To set a new password, open:',
      newLogin: 'To choose a new login name instead, open:',
      valid:
        'The link works once and for one hour. If it was not you, ignore this e-mail: nothing changes.',
    },
    passwordChanged: {
      subject: 'Your Kramik password was changed',
      changed:
        'The password of your Kramik account has just been changed and other sessions were logged out.',
      ifNotYou: 'If this was not you, recover your account at once:',
    },
    signInLink: {
      subject: 'Your Kramik sign-in link',
      paused:
        'There were many failed attempts to log in to your Kramik account, so logins from new places are paused. Since you entered the right password, you can log in with this link:',
      ifNotYou:
        'The link works once and for 15 minutes. If it was not you who just logged in, someone knows your password: change it at once:',
    },
    deleteCode: {
      subject: 'Confirm the deletion of your Kramik account',
      enterCode: 'To delete your Kramik account, enter this code in the deletion dialog:',
      valid:
        'The code is valid for 30 minutes. If you did not ask to delete your account, ignore this e-mail and change your password: someone may be using your session.',
    },
  },
  'pl-PL': {
    verify: {
      subject: 'Potwierdź swoje konto w Kramiku',
      openLink: 'Dziękujemy za dołączenie do Kramiku. Aby aktywować konto, otwórz ten link:',
      orCode: (code) => `albo wpisz ten kod na stronie potwierdzenia: ${code}`,
      valid: 'Kod jest ważny przez 24 godziny. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
    },
    recover: {
      subject: 'Twoje hasło lub login w Kramiku',
      asked: (username) => `Ktoś poprosił o odzyskanie konta w Kramiku o loginie „${username}”.`,
      newPassword: 'Aby ustawić nowe hasło, otwórz:',
      newLogin: 'Aby zamiast tego wybrać nowy login, otwórz:',
      valid:
        'Link działa jeden raz i przez godzinę. Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
    },
    passwordChanged: {
      subject: 'Hasło do Kramiku zostało zmienione',
      changed:
        'Hasło do Twojego konta w Kramiku zostało właśnie zmienione, a pozostałe sesje wylogowane.',
      ifNotYou: 'Jeśli to nie Ty, natychmiast odzyskaj konto:',
    },
    signInLink: {
      subject: 'Twój link do logowania w Kramiku',
      paused:
        'Było wiele nieudanych prób logowania na Twoje konto w Kramiku, więc logowanie z nowych miejsc jest wstrzymane. Ponieważ podałeś prawidłowe hasło, możesz zalogować się tym linkiem:',
      ifNotYou:
        'Link działa jeden raz i przez 15 minut. Jeśli to nie Ty przed chwilą się logowałeś, ktoś zna Twoje hasło: natychmiast je zmień:',
    },
    deleteCode: {
      subject: 'Potwierdź usunięcie konta w Kramiku',
      enterCode: 'Aby usunąć konto w Kramiku, wpisz ten kod w oknie usuwania konta:',
      valid:
        'Kod jest ważny przez 30 minut. Jeśli nie prosiłeś o usunięcie konta, zignoruj tę wiadomość i zmień hasło: ktoś może korzystać z Twojej sesji.',
    },
  },
  'zh-CN': {
    verify: {
      subject: '确认您的 Kramik 账户',
      openLink: '感谢您加入 Kramik。请打开以下链接激活您的账户：',
      orCode: (code) => `或在确认页面输入此验证码：${code}`,
      valid: '验证码 24 小时内有效。如果您没有注册账户，请忽略此邮件。',
    },
    recover: {
      subject: '您的 Kramik 密码或登录名',
      asked: (username) => `有人请求找回登录名为“${username}”的 Kramik 账户。`,
      newPassword: '如需设置新密码，请打开：',
      newLogin: '如需改为选择新的登录名，请打开：',
      valid:
        '该链接只能使用一次，有效期一小时。如果不是您本人操作，请忽略此邮件，账户不会有任何变化。',
    },
    passwordChanged: {
      subject: '您的 Kramik 密码已更改',
      changed: '您的 Kramik 账户密码刚刚被更改，其他会话已退出登录。',
      ifNotYou: '如果这不是您本人操作，请立即找回账户：',
    },
    signInLink: {
      subject: '您的 Kramik 登录链接',
      paused:
        '您的 Kramik 账户有多次登录失败，因此来自新位置的登录已暂停。由于您输入了正确的密码，您可以通过此链接登录：',
      ifNotYou:
        '该链接只能使用一次，有效期 15 分钟。如果刚才登录的不是您本人，说明有人知道您的密码，请立即更改：',
    },
    deleteCode: {
      subject: '确认删除您的 Kramik 账户',
      enterCode: '如需删除您的 Kramik 账户，请在删除对话框中输入此验证码：',
      valid:
        '验证码 30 分钟内有效。如果您没有申请删除账户，请忽略此邮件并更改密码：可能有人正在使用您的会话。',
    },
  },
  'de-DE': {
    verify: {
      subject: 'Bestätigen Sie Ihr Kramik-Konto',
      openLink:
        'vielen Dank, dass Sie Kramik beitreten. Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:',
      orCode: (code) => `oder geben Sie diesen Code auf der Bestätigungsseite ein: ${code}`,
      valid:
        'Der Code ist 24 Stunden gültig. Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
    },
    recover: {
      subject: 'Ihr Kramik-Passwort oder Anmeldename',
      asked: (username) =>
        `Jemand hat die Wiederherstellung des Kramik-Kontos mit dem Anmeldenamen „${username}“ angefordert.`,
      newPassword: 'Um ein neues Passwort festzulegen, öffnen Sie:',
      newLogin: 'Um stattdessen einen neuen Anmeldenamen zu wählen, öffnen Sie:',
      valid:
        'Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    },
    passwordChanged: {
      subject: 'Ihr Kramik-Passwort wurde geändert',
      changed:
        'das Passwort Ihres Kramik-Kontos wurde soeben geändert, andere Sitzungen wurden abgemeldet.',
      ifNotYou: 'Wenn Sie das nicht waren, stellen Sie Ihr Konto sofort wieder her:',
    },
    signInLink: {
      subject: 'Ihr Kramik-Anmeldelink',
      paused:
        'für Ihr Kramik-Konto gab es viele fehlgeschlagene Anmeldeversuche, daher sind Anmeldungen von neuen Orten pausiert. Da Sie das richtige Passwort eingegeben haben, können Sie sich mit diesem Link anmelden:',
      ifNotYou:
        'Der Link funktioniert einmal und 15 Minuten lang. Wenn Sie sich nicht gerade angemeldet haben, kennt jemand Ihr Passwort: Ändern Sie es sofort:',
    },
    deleteCode: {
      subject: 'Bestätigen Sie die Löschung Ihres Kramik-Kontos',
      enterCode: 'um Ihr Kramik-Konto zu löschen, geben Sie diesen Code im Löschdialog ein:',
      valid:
        'Der Code ist 30 Minuten gültig. Wenn Sie die Löschung nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort: Jemand nutzt möglicherweise Ihre Sitzung.',
    },
  },
  'sv-SE': {
    verify: {
      subject: 'Bekräfta ditt Kramik-konto',
      openLink:
        'Tack för att du går med i Kramik. Öppna den här länken för att aktivera ditt konto:',
      orCode: (code) => `eller ange den här koden på bekräftelsesidan: ${code}`,
      valid:
        'Koden gäller i 24 timmar. Om du inte har skapat något konto kan du bortse från det här meddelandet.',
    },
    recover: {
      subject: 'Ditt lösenord eller inloggningsnamn på Kramik',
      asked: (username) =>
        `Någon har bett om att återställa Kramik-kontot med inloggningsnamnet ”${username}”.`,
      newPassword: 'Öppna den här länken för att välja ett nytt lösenord:',
      newLogin: 'Öppna den här länken för att i stället välja ett nytt inloggningsnamn:',
      valid:
        'Länken fungerar en gång och i en timme. Om det inte var du kan du bortse från meddelandet: inget ändras.',
    },
    passwordChanged: {
      subject: 'Ditt lösenord på Kramik har ändrats',
      changed:
        'Lösenordet till ditt Kramik-konto har just ändrats och övriga sessioner har loggats ut.',
      ifNotYou: 'Om det inte var du, återställ ditt konto direkt:',
    },
    signInLink: {
      subject: 'Din inloggningslänk till Kramik',
      paused:
        'Det har gjorts många misslyckade inloggningsförsök på ditt Kramik-konto, så inloggningar från nya platser är pausade. Eftersom du angav rätt lösenord kan du logga in med den här länken:',
      ifNotYou:
        'Länken fungerar en gång och i 15 minuter. Om det inte var du som just loggade in känner någon till ditt lösenord: byt det direkt:',
    },
    deleteCode: {
      subject: 'Bekräfta att ditt Kramik-konto ska raderas',
      enterCode: 'Ange den här koden i raderingsdialogen för att radera ditt Kramik-konto:',
      valid:
        'Koden gäller i 30 minuter. Om du inte har bett om att radera kontot kan du bortse från meddelandet och byta lösenord: någon kan använda din session.',
    },
  },
  'nb-NO': {
    verify: {
      subject: 'Bekreft Kramik-kontoen din',
      openLink: 'Takk for at du blir med i Kramik. Åpne denne lenken for å aktivere kontoen:',
      orCode: (code) => `eller skriv inn denne koden på bekreftelsessiden: ${code}`,
      valid:
        'Koden gjelder i 24 timer. Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten.',
    },
    recover: {
      subject: 'Passordet eller brukernavnet ditt på Kramik',
      asked: (username) =>
        `Noen ba om å gjenopprette Kramik-kontoen med brukernavnet «${username}».`,
      newPassword: 'Åpne denne lenken for å velge et nytt passord:',
      newLogin: 'Åpne denne lenken for i stedet å velge et nytt brukernavn:',
      valid:
        'Lenken virker én gang og i én time. Hvis det ikke var deg, kan du se bort fra e-posten: ingenting endres.',
    },
    passwordChanged: {
      subject: 'Passordet ditt på Kramik er endret',
      changed: 'Passordet til Kramik-kontoen din ble nettopp endret, og andre økter er logget ut.',
      ifNotYou: 'Hvis det ikke var deg, gjenopprett kontoen med en gang:',
    },
    signInLink: {
      subject: 'Innloggingslenken din til Kramik',
      paused:
        'Det har vært mange mislykkede innloggingsforsøk på Kramik-kontoen din, så innlogging fra nye steder er satt på pause. Siden du skrev inn riktig passord, kan du logge inn med denne lenken:',
      ifNotYou:
        'Lenken virker én gang og i 15 minutter. Hvis det ikke var du som nettopp logget inn, kjenner noen passordet ditt: bytt det med en gang:',
    },
    deleteCode: {
      subject: 'Bekreft slettingen av Kramik-kontoen din',
      enterCode: 'Skriv inn denne koden i slettedialogen for å slette Kramik-kontoen din:',
      valid:
        'Koden gjelder i 30 minutter. Hvis du ikke ba om å slette kontoen, kan du se bort fra e-posten og bytte passord: noen kan bruke økten din.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every mail's renderer in one locale. */
const renderersOf = (locale: Locale) => ({
  ...accountMails(HELLO[locale], ACCOUNT_WORDS[locale]),
  ...orderMails(locale),
  ...conversationMails(locale),
  ...moderationMails(locale),
  ...reviewMails(locale),
  ...shipmentMails(locale),
  ...accountStatusMails(locale),
  ...stockAlertMails(locale),
  ...digestMails(locale),
  ...progressPostMails(locale),
});

/**
 * Each locale's renderers, made at its first mail: they only close over the locale's words (each
 * mail made its locale's ten sets of them anew, some fifty closures, for the one it used).
 */
const renderers = new Map<Locale, ReturnType<typeof renderersOf>>();

/** Renders a mail in the recipient's language, as plain text and as simple HTML. */
export function renderMail(template: MailTemplate, locale: Locale) {
  let templates = renderers.get(locale);
  if (!templates) {
    templates = renderersOf(locale);
    renderers.set(locale, templates);
  }
  const renderer = templates[template.name] as (p: MailTemplate) => Rendered;
  const { subject, paragraphs } = renderer(template);
  const text = `${paragraphs.join('\n\n')}\n\n— Kramik\n`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b2118;line-height:1.5">',
    ...paragraphs.map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}" style="display:inline-block;padding:10px 18px;background:#9a3f1c;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    ),
    '<p style="color:#6b5d4f">— Kramik</p></body></html>',
  ].join('');
  return { subject, text, html };
}
