import { DEFAULT_LOCALE, type Locale } from '@kramik/contract';

type Catalogue = Record<Locale, string>;

/**
 * Server-side messages in every interface locale. The type makes a missing translation a
 * compile error; `messages.test.ts` checks that none is left empty.
 */
export const messages = {
  notFound: {
    'en-US': 'Not found.',
    'pl-PL': 'Nie znaleziono.',
    'zh-CN': '未找到。',
    'de-DE': 'Nicht gefunden.',
    'sv-SE': 'Hittades inte.',
    'nb-NO': 'Ikke funnet.',
  },
  routeNotFound: {
    'en-US': 'There is no such API call.',
    'pl-PL': 'Nie ma takiego wywołania API.',
    'zh-CN': '不存在该 API 调用。',
    'de-DE': 'Diesen API-Aufruf gibt es nicht.',
    'sv-SE': 'Det finns inget sådant API-anrop.',
    'nb-NO': 'Det finnes ikke noe slikt API-kall.',
  },
  badJson: {
    'en-US': 'The request body is not valid JSON.',
    'pl-PL': 'Treść żądania nie jest poprawnym JSON-em.',
    'zh-CN': '请求正文不是有效的 JSON。',
    'de-DE': 'Der Anfrageinhalt ist kein gültiges JSON.',
    'sv-SE': 'Förfrågans innehåll är inte giltig JSON.',
    'nb-NO': 'Forespørselens innhold er ikke gyldig JSON.',
  },
  badRequest: {
    'en-US': 'The request could not be understood.',
    'pl-PL': 'Nie udało się zrozumieć żądania.',
    'zh-CN': '无法理解该请求。',
    'de-DE': 'Die Anfrage konnte nicht verstanden werden.',
    'sv-SE': 'Förfrågan kunde inte förstås.',
    'nb-NO': 'Forespørselen kunne ikke forstås.',
  },
  validationFailed: {
    'en-US': 'Some fields are missing or invalid.',
    'pl-PL': 'Niektóre pola są puste lub niepoprawne.',
    'zh-CN': '部分字段缺失或无效。',
    'de-DE': 'Einige Felder fehlen oder sind ungültig.',
    'sv-SE': 'Vissa fält saknas eller är ogiltiga.',
    'nb-NO': 'Noen felt mangler eller er ugyldige.',
  },
  fieldRequired: {
    'en-US': 'This field is required',
    'pl-PL': 'To pole jest wymagane',
    'zh-CN': '此字段为必填项',
    'de-DE': 'Dieses Feld ist erforderlich',
    'sv-SE': 'Detta fält är obligatoriskt',
    'nb-NO': 'Dette feltet er påkrevd',
  },
  fieldInvalid: {
    'en-US': 'This value is not valid',
    'pl-PL': 'Ta wartość jest niepoprawna',
    'zh-CN': '该值无效',
    'de-DE': 'Dieser Wert ist ungültig',
    'sv-SE': 'Värdet är ogiltigt',
    'nb-NO': 'Verdien er ugyldig',
  },
  unauthorized: {
    'en-US': 'Please log in.',
    'pl-PL': 'Zaloguj się.',
    'zh-CN': '请先登录。',
    'de-DE': 'Bitte melden Sie sich an.',
    'sv-SE': 'Logga in.',
    'nb-NO': 'Vennligst logg inn.',
  },
  forbidden: {
    'en-US': 'You do not have access to this.',
    'pl-PL': 'Nie masz do tego dostępu.',
    'zh-CN': '您无权访问此内容。',
    'de-DE': 'Sie haben keinen Zugriff darauf.',
    'sv-SE': 'Du har inte åtkomst till detta.',
    'nb-NO': 'Du har ikke tilgang til dette.',
  },
  tooLarge: {
    'en-US': 'The request is too large.',
    'pl-PL': 'Żądanie jest za duże.',
    'zh-CN': '请求过大。',
    'de-DE': 'Die Anfrage ist zu groß.',
    'sv-SE': 'Förfrågan är för stor.',
    'nb-NO': 'Forespørselen er for stor.',
  },
  unsupportedMediaType: {
    'en-US': 'This content type is not accepted.',
    'pl-PL': 'Ten typ treści nie jest akceptowany.',
    'zh-CN': '不接受此内容类型。',
    'de-DE': 'Dieser Inhaltstyp wird nicht akzeptiert.',
    'sv-SE': 'Den här innehållstypen accepteras inte.',
    'nb-NO': 'Denne innholdstypen godtas ikke.',
  },
  rateLimited: {
    'en-US': 'Too many requests. Please wait a moment and try again.',
    'pl-PL': 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    'zh-CN': '请求过多，请稍候再试。',
    'de-DE': 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es erneut.',
    'sv-SE': 'För många förfrågningar. Vänta en stund och försök igen.',
    'nb-NO': 'For mange forespørsler. Vent litt og prøv igjen.',
  },
  internal: {
    'en-US': 'Something went wrong on our side. Please try again.',
    'pl-PL': 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
    'zh-CN': '我们这边出了点问题，请重试。',
    'de-DE': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    'sv-SE': 'Något gick fel hos oss. Försök igen.',
    'nb-NO': 'Noe gikk galt hos oss. Prøv igjen.',
  },
  loginFailed: {
    'en-US': 'Login error',
    'pl-PL': 'Błąd logowania',
    'zh-CN': '登录错误',
    'de-DE': 'Anmeldefehler',
    'sv-SE': 'Inloggningsfel',
    'nb-NO': 'Innloggingsfeil',
  },
  accountNotVerified: {
    'en-US': 'Please confirm your e-mail address before logging in.',
    'pl-PL': 'Przed zalogowaniem potwierdź swój adres e-mail.',
    'zh-CN': '登录前请先确认您的电子邮箱地址。',
    'de-DE': 'Bitte bestätigen Sie vor der Anmeldung Ihre E-Mail-Adresse.',
    'sv-SE': 'Bekräfta din e-postadress innan du loggar in.',
    'nb-NO': 'Bekreft e-postadressen din før du logger inn.',
  },
  accountBlocked: {
    'en-US': 'This account is blocked. Please contact us.',
    'pl-PL': 'To konto jest zablokowane. Skontaktuj się z nami.',
    'zh-CN': '此账户已被冻结，请联系我们。',
    'de-DE': 'Dieses Konto ist gesperrt. Bitte kontaktieren Sie uns.',
    'sv-SE': 'Kontot är spärrat. Kontakta oss.',
    'nb-NO': 'Denne kontoen er sperret. Kontakt oss.',
  },
  loggedOut: {
    'en-US': 'You have been logged out.',
    'pl-PL': 'Wylogowano.',
    'zh-CN': '您已退出登录。',
    'de-DE': 'Sie wurden abgemeldet.',
    'sv-SE': 'Du har loggats ut.',
    'nb-NO': 'Du er logget ut.',
  },
} satisfies Record<string, Catalogue>;

export type MessageKey = keyof typeof messages;

export function translate(key: MessageKey, locale: Locale = DEFAULT_LOCALE): string {
  return messages[key][locale] ?? messages[key][DEFAULT_LOCALE];
}
