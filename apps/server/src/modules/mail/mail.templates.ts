import type { Locale } from '@kramik/contract';
import { ORDER_TEMPLATES, type OrderMailTemplate } from './order-mail.templates.js';

type AccountMailTemplate =
  | { name: 'verify'; firstName: string; code: string; link: string }
  | { name: 'recover'; username: string; passwordLink: string; loginLink: string }
  | { name: 'passwordChanged'; firstName: string; recoverLink: string }
  | { name: 'signInLink'; firstName: string; link: string; recoverLink: string }
  | { name: 'deleteCode'; firstName: string; code: string };

interface Rendered {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a button in the HTML version. */
  paragraphs: string[];
}

export type MailTemplate = AccountMailTemplate | OrderMailTemplate;

type Renderers = {
  [K in AccountMailTemplate['name']]: (p: Extract<AccountMailTemplate, { name: K }>) => Rendered;
};

/** Every mail in every interface locale; the type makes a missing one a compile error. */
const ACCOUNT_TEMPLATES: Record<Locale, Renderers> = {
  'en-US': {
    verify: (p) => ({
      subject: 'Confirm your Kramik account',
      paragraphs: [
        `Hello ${p.firstName},`,
        'Thank you for joining Kramik. To activate your account, open this link:',
        p.link,
        `or enter this code on the confirmation page: ${p.code}`,
        'The code is valid for 24 hours. If you did not create an account, ignore this e-mail.',
      ],
    }),
    recover: (p) => ({
      subject: 'Your Kramik password or login name',
      paragraphs: [
        `Someone asked to recover the Kramik account with the login name "${p.username}".`,
        'To set a new password, open:',
        p.passwordLink,
        'To choose a new login name instead, open:',
        p.loginLink,
        'The link works once and for one hour. If it was not you, ignore this e-mail: nothing changes.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Your Kramik password was changed',
      paragraphs: [
        `Hello ${p.firstName},`,
        'The password of your Kramik account has just been changed and other sessions were logged out.',
        'If this was not you, recover your account at once:',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: 'Your Kramik sign-in link',
      paragraphs: [
        `Hello ${p.firstName},`,
        'There were many failed attempts to log in to your Kramik account, so logins from new places are paused. Since you entered the right password, you can log in with this link:',
        p.link,
        'The link works once and for 15 minutes. If it was not you who just logged in, someone knows your password: change it at once:',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: 'Confirm the deletion of your Kramik account',
      paragraphs: [
        `Hello ${p.firstName},`,
        'To delete your Kramik account, enter this code in the deletion dialog:',
        p.code,
        'The code is valid for 30 minutes. If you did not ask to delete your account, ignore this e-mail and change your password: someone may be using your session.',
      ],
    }),
  },
  'pl-PL': {
    verify: (p) => ({
      subject: 'Potwierdź swoje konto w Kramiku',
      paragraphs: [
        `Cześć ${p.firstName},`,
        'Dziękujemy za dołączenie do Kramiku. Aby aktywować konto, otwórz ten link:',
        p.link,
        `albo wpisz ten kod na stronie potwierdzenia: ${p.code}`,
        'Kod jest ważny przez 24 godziny. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
      ],
    }),
    recover: (p) => ({
      subject: 'Twoje hasło lub login w Kramiku',
      paragraphs: [
        `Ktoś poprosił o odzyskanie konta w Kramiku o loginie „${p.username}”.`,
        'Aby ustawić nowe hasło, otwórz:',
        p.passwordLink,
        'Aby zamiast tego wybrać nowy login, otwórz:',
        p.loginLink,
        'Link działa jeden raz i przez godzinę. Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Hasło do Kramiku zostało zmienione',
      paragraphs: [
        `Cześć ${p.firstName},`,
        'Hasło do Twojego konta w Kramiku zostało właśnie zmienione, a pozostałe sesje wylogowane.',
        'Jeśli to nie Ty, natychmiast odzyskaj konto:',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: 'Twój link do logowania w Kramiku',
      paragraphs: [
        `Cześć ${p.firstName},`,
        'Było wiele nieudanych prób logowania na Twoje konto w Kramiku, więc logowanie z nowych miejsc jest wstrzymane. Ponieważ podałeś prawidłowe hasło, możesz zalogować się tym linkiem:',
        p.link,
        'Link działa jeden raz i przez 15 minut. Jeśli to nie Ty przed chwilą się logowałeś, ktoś zna Twoje hasło: natychmiast je zmień:',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: 'Potwierdź usunięcie konta w Kramiku',
      paragraphs: [
        `Cześć ${p.firstName},`,
        'Aby usunąć konto w Kramiku, wpisz ten kod w oknie usuwania konta:',
        p.code,
        'Kod jest ważny przez 30 minut. Jeśli nie prosiłeś o usunięcie konta, zignoruj tę wiadomość i zmień hasło: ktoś może korzystać z Twojej sesji.',
      ],
    }),
  },
  'zh-CN': {
    verify: (p) => ({
      subject: '确认您的 Kramik 账户',
      paragraphs: [
        `${p.firstName}，您好：`,
        '感谢您加入 Kramik。请打开以下链接激活您的账户：',
        p.link,
        `或在确认页面输入此验证码：${p.code}`,
        '验证码 24 小时内有效。如果您没有注册账户，请忽略此邮件。',
      ],
    }),
    recover: (p) => ({
      subject: '您的 Kramik 密码或登录名',
      paragraphs: [
        `有人请求找回登录名为“${p.username}”的 Kramik 账户。`,
        '如需设置新密码，请打开：',
        p.passwordLink,
        '如需改为选择新的登录名，请打开：',
        p.loginLink,
        '该链接只能使用一次，有效期一小时。如果不是您本人操作，请忽略此邮件，账户不会有任何变化。',
      ],
    }),
    passwordChanged: (p) => ({
      subject: '您的 Kramik 密码已更改',
      paragraphs: [
        `${p.firstName}，您好：`,
        '您的 Kramik 账户密码刚刚被更改，其他会话已退出登录。',
        '如果这不是您本人操作，请立即找回账户：',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: '您的 Kramik 登录链接',
      paragraphs: [
        `${p.firstName}，您好：`,
        '您的 Kramik 账户有多次登录失败，因此来自新位置的登录已暂停。由于您输入了正确的密码，您可以通过此链接登录：',
        p.link,
        '该链接只能使用一次，有效期 15 分钟。如果刚才登录的不是您本人，说明有人知道您的密码，请立即更改：',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: '确认删除您的 Kramik 账户',
      paragraphs: [
        `${p.firstName}，您好：`,
        '如需删除您的 Kramik 账户，请在删除对话框中输入此验证码：',
        p.code,
        '验证码 30 分钟内有效。如果您没有申请删除账户，请忽略此邮件并更改密码：可能有人正在使用您的会话。',
      ],
    }),
  },
  'de-DE': {
    verify: (p) => ({
      subject: 'Bestätigen Sie Ihr Kramik-Konto',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'vielen Dank, dass Sie Kramik beitreten. Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:',
        p.link,
        `oder geben Sie diesen Code auf der Bestätigungsseite ein: ${p.code}`,
        'Der Code ist 24 Stunden gültig. Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
      ],
    }),
    recover: (p) => ({
      subject: 'Ihr Kramik-Passwort oder Anmeldename',
      paragraphs: [
        `Jemand hat die Wiederherstellung des Kramik-Kontos mit dem Anmeldenamen „${p.username}“ angefordert.`,
        'Um ein neues Passwort festzulegen, öffnen Sie:',
        p.passwordLink,
        'Um stattdessen einen neuen Anmeldenamen zu wählen, öffnen Sie:',
        p.loginLink,
        'Der Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Ihr Kramik-Passwort wurde geändert',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'das Passwort Ihres Kramik-Kontos wurde soeben geändert, andere Sitzungen wurden abgemeldet.',
        'Wenn Sie das nicht waren, stellen Sie Ihr Konto sofort wieder her:',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: 'Ihr Kramik-Anmeldelink',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'für Ihr Kramik-Konto gab es viele fehlgeschlagene Anmeldeversuche, daher sind Anmeldungen von neuen Orten pausiert. Da Sie das richtige Passwort eingegeben haben, können Sie sich mit diesem Link anmelden:',
        p.link,
        'Der Link funktioniert einmal und 15 Minuten lang. Wenn Sie sich nicht gerade angemeldet haben, kennt jemand Ihr Passwort: Ändern Sie es sofort:',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: 'Bestätigen Sie die Löschung Ihres Kramik-Kontos',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'um Ihr Kramik-Konto zu löschen, geben Sie diesen Code im Löschdialog ein:',
        p.code,
        'Der Code ist 30 Minuten gültig. Wenn Sie die Löschung nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort: Jemand nutzt möglicherweise Ihre Sitzung.',
      ],
    }),
  },
  'sv-SE': {
    verify: (p) => ({
      subject: 'Bekräfta ditt Kramik-konto',
      paragraphs: [
        `Hej ${p.firstName},`,
        'Tack för att du går med i Kramik. Öppna den här länken för att aktivera ditt konto:',
        p.link,
        `eller ange den här koden på bekräftelsesidan: ${p.code}`,
        'Koden gäller i 24 timmar. Om du inte har skapat något konto kan du bortse från det här meddelandet.',
      ],
    }),
    recover: (p) => ({
      subject: 'Ditt lösenord eller inloggningsnamn på Kramik',
      paragraphs: [
        `Någon har bett om att återställa Kramik-kontot med inloggningsnamnet ”${p.username}”.`,
        'Öppna den här länken för att välja ett nytt lösenord:',
        p.passwordLink,
        'Öppna den här länken för att i stället välja ett nytt inloggningsnamn:',
        p.loginLink,
        'Länken fungerar en gång och i en timme. Om det inte var du kan du bortse från meddelandet: inget ändras.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Ditt lösenord på Kramik har ändrats',
      paragraphs: [
        `Hej ${p.firstName},`,
        'Lösenordet till ditt Kramik-konto har just ändrats och övriga sessioner har loggats ut.',
        'Om det inte var du, återställ ditt konto direkt:',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: 'Din inloggningslänk till Kramik',
      paragraphs: [
        `Hej ${p.firstName},`,
        'Det har gjorts många misslyckade inloggningsförsök på ditt Kramik-konto, så inloggningar från nya platser är pausade. Eftersom du angav rätt lösenord kan du logga in med den här länken:',
        p.link,
        'Länken fungerar en gång och i 15 minuter. Om det inte var du som just loggade in känner någon till ditt lösenord: byt det direkt:',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: 'Bekräfta att ditt Kramik-konto ska raderas',
      paragraphs: [
        `Hej ${p.firstName},`,
        'Ange den här koden i raderingsdialogen för att radera ditt Kramik-konto:',
        p.code,
        'Koden gäller i 30 minuter. Om du inte har bett om att radera kontot kan du bortse från meddelandet och byta lösenord: någon kan använda din session.',
      ],
    }),
  },
  'nb-NO': {
    verify: (p) => ({
      subject: 'Bekreft Kramik-kontoen din',
      paragraphs: [
        `Hei ${p.firstName},`,
        'Takk for at du blir med i Kramik. Åpne denne lenken for å aktivere kontoen:',
        p.link,
        `eller skriv inn denne koden på bekreftelsessiden: ${p.code}`,
        'Koden gjelder i 24 timer. Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten.',
      ],
    }),
    recover: (p) => ({
      subject: 'Passordet eller brukernavnet ditt på Kramik',
      paragraphs: [
        `Noen ba om å gjenopprette Kramik-kontoen med brukernavnet «${p.username}».`,
        'Åpne denne lenken for å velge et nytt passord:',
        p.passwordLink,
        'Åpne denne lenken for i stedet å velge et nytt brukernavn:',
        p.loginLink,
        'Lenken virker én gang og i én time. Hvis det ikke var deg, kan du se bort fra e-posten: ingenting endres.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Passordet ditt på Kramik er endret',
      paragraphs: [
        `Hei ${p.firstName},`,
        'Passordet til Kramik-kontoen din ble nettopp endret, og andre økter er logget ut.',
        'Hvis det ikke var deg, gjenopprett kontoen med en gang:',
        p.recoverLink,
      ],
    }),
    signInLink: (p) => ({
      subject: 'Innloggingslenken din til Kramik',
      paragraphs: [
        `Hei ${p.firstName},`,
        'Det har vært mange mislykkede innloggingsforsøk på Kramik-kontoen din, så innlogging fra nye steder er satt på pause. Siden du skrev inn riktig passord, kan du logge inn med denne lenken:',
        p.link,
        'Lenken virker én gang og i 15 minutter. Hvis det ikke var du som nettopp logget inn, kjenner noen passordet ditt: bytt det med en gang:',
        p.recoverLink,
      ],
    }),
    deleteCode: (p) => ({
      subject: 'Bekreft slettingen av Kramik-kontoen din',
      paragraphs: [
        `Hei ${p.firstName},`,
        'Skriv inn denne koden i slettedialogen for å slette Kramik-kontoen din:',
        p.code,
        'Koden gjelder i 30 minutter. Hvis du ikke ba om å slette kontoen, kan du se bort fra e-posten og bytte passord: noen kan bruke økten din.',
      ],
    }),
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders a mail in the recipient's language, as plain text and as simple HTML. */
export function renderMail(template: MailTemplate, locale: Locale) {
  const templates = { ...ACCOUNT_TEMPLATES[locale], ...ORDER_TEMPLATES[locale] };
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
