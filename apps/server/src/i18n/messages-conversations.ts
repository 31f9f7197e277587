import type { Locale } from '@kramik/contract';

/** Messages of the conversations between buyers and makers. */
export const conversationsMessages = {
  messageTooLong: {
    'en-US': 'A message can be at most 2,000 characters long.',
    'pl-PL': 'Wiadomość może mieć najwyżej 2000 znaków.',
    'zh-CN': '消息最多 2000 个字符。',
    'de-DE': 'Eine Nachricht darf höchstens 2.000 Zeichen lang sein.',
    'sv-SE': 'Ett meddelande får vara högst 2 000 tecken långt.',
    'nb-NO': 'En melding kan være på høyst 2 000 tegn.',
  },
  messageBlockedByOther: {
    'en-US': 'You cannot write in this conversation: the other side has blocked you.',
    'pl-PL': 'Nie możesz pisać w tej rozmowie: druga strona Cię zablokowała.',
    'zh-CN': '您无法在此对话中发送消息：对方已屏蔽您。',
    'de-DE': 'Sie können in diesem Gespräch nicht schreiben: Die andere Seite hat Sie blockiert.',
    'sv-SE': 'Du kan inte skriva i den här konversationen: den andra parten har blockerat dig.',
    'nb-NO': 'Du kan ikke skrive i denne samtalen: den andre parten har blokkert deg.',
  },
  messageBlockedByMe: {
    'en-US': 'You have blocked this conversation. Unblock it to write.',
    'pl-PL': 'Ta rozmowa jest przez Ciebie zablokowana. Odblokuj ją, aby pisać.',
    'zh-CN': '您已屏蔽此对话。解除屏蔽后才能发送消息。',
    'de-DE': 'Sie haben dieses Gespräch blockiert. Heben Sie die Blockierung auf, um zu schreiben.',
    'sv-SE': 'Du har blockerat den här konversationen. Häv blockeringen för att skriva.',
    'nb-NO': 'Du har blokkert denne samtalen. Opphev blokkeringen for å skrive.',
  },
  messageAccountBlocked: {
    'en-US': 'Your account is blocked, so you cannot send messages.',
    'pl-PL': 'Twoje konto jest zablokowane, więc nie możesz wysyłać wiadomości.',
    'zh-CN': '您的账户已被封禁，无法发送消息。',
    'de-DE': 'Ihr Konto ist gesperrt, daher können Sie keine Nachrichten senden.',
    'sv-SE': 'Ditt konto är spärrat, så du kan inte skicka meddelanden.',
    'nb-NO': 'Kontoen din er sperret, så du kan ikke sende meldinger.',
  },
  messageOwnCompany: {
    'en-US': 'You cannot start a conversation with your own company.',
    'pl-PL': 'Nie możesz rozpocząć rozmowy z własną firmą.',
    'zh-CN': '您不能与自己的公司发起对话。',
    'de-DE': 'Sie können kein Gespräch mit Ihrer eigenen Firma beginnen.',
    'sv-SE': 'Du kan inte starta en konversation med ditt eget företag.',
    'nb-NO': 'Du kan ikke starte en samtale med ditt eget firma.',
  },
  messageSubjectMismatch: {
    'en-US': 'This product or order is not the maker’s.',
    'pl-PL': 'Ten produkt lub to zamówienie nie należy do tego twórcy.',
    'zh-CN': '该商品或订单不属于这位创作者。',
    'de-DE': 'Dieses Produkt oder diese Bestellung gehört nicht zu diesem Hersteller.',
    'sv-SE': 'Den här produkten eller beställningen hör inte till den här skaparen.',
    'nb-NO': 'Dette produktet eller denne bestillingen tilhører ikke denne produsenten.',
  },
  messageRateLimited: {
    'en-US': 'You are sending messages too quickly. Please wait a moment and try again.',
    'pl-PL': 'Wysyłasz wiadomości zbyt szybko. Odczekaj chwilę i spróbuj ponownie.',
    'zh-CN': '您发送消息过于频繁，请稍后再试。',
    'de-DE':
      'Sie senden Nachrichten zu schnell. Bitte warten Sie kurz und versuchen Sie es erneut.',
    'sv-SE': 'Du skickar meddelanden för snabbt. Vänta en stund och försök igen.',
    'nb-NO': 'Du sender meldinger for raskt. Vent litt og prøv igjen.',
  },
} satisfies Record<string, Record<Locale, string>>;
