import type { Locale } from '@kramik/contract';

/** Messages of the reviews: SPEC's "Rate and then send" and the rules around it. */
export const reviewsMessages = {
  rateAndSend: {
    'en-US': 'Rate and then send',
    'pl-PL': 'Oceń, a następnie wyślij',
    'zh-CN': '请先评分再提交',
    'de-DE': 'Erst bewerten, dann senden',
    'sv-SE': 'Betygsätt och skicka sedan',
    'nb-NO': 'Gi en vurdering og send deretter',
  },
  reviewCommentTooLong: {
    'en-US': 'The comment can have at most 60 characters.',
    'pl-PL': 'Komentarz może mieć najwyżej 60 znaków.',
    'zh-CN': '评论最多 60 个字符。',
    'de-DE': 'Der Kommentar darf höchstens 60 Zeichen haben.',
    'sv-SE': 'Kommentaren får ha högst 60 tecken.',
    'nb-NO': 'Kommentaren kan ha høyst 60 tegn.',
  },
  reviewNotReceived: {
    'en-US': 'You can rate an item once its order has been delivered or picked up.',
    'pl-PL': 'Produkt możesz ocenić, gdy zamówienie zostanie dostarczone lub odebrane.',
    'zh-CN': '订单送达或自提后才能评价商品。',
    'de-DE':
      'Sie können einen Artikel bewerten, sobald die Bestellung zugestellt oder abgeholt wurde.',
    'sv-SE': 'Du kan betygsätta en vara när beställningen har levererats eller hämtats.',
    'nb-NO': 'Du kan vurdere en vare når bestillingen er levert eller hentet.',
  },
  reviewOwnPiece: {
    'en-US': 'You cannot rate your own pieces.',
    'pl-PL': 'Nie możesz oceniać własnych wyrobów.',
    'zh-CN': '您不能评价自己的作品。',
    'de-DE': 'Sie können Ihre eigenen Stücke nicht bewerten.',
    'sv-SE': 'Du kan inte betygsätta dina egna verk.',
    'nb-NO': 'Du kan ikke vurdere dine egne verk.',
  },
  reviewWindowClosed: {
    'en-US': 'Items can be rated within 90 days of receiving them.',
    'pl-PL': 'Produkty można oceniać w ciągu 90 dni od otrzymania.',
    'zh-CN': '商品只能在收货后 90 天内评价。',
    'de-DE': 'Artikel können innerhalb von 90 Tagen nach Erhalt bewertet werden.',
    'sv-SE': 'Varor kan betygsättas inom 90 dagar efter mottagandet.',
    'nb-NO': 'Varer kan vurderes innen 90 dager etter mottak.',
  },
  reviewExists: {
    'en-US': 'You have already rated this item. You can change your review instead.',
    'pl-PL': 'Ten produkt został już przez Ciebie oceniony. Możesz zmienić swoją opinię.',
    'zh-CN': '您已评价过此商品，可以修改您的评价。',
    'de-DE':
      'Sie haben diesen Artikel bereits bewertet. Sie können Ihre Bewertung stattdessen ändern.',
    'sv-SE': 'Du har redan betygsatt den här varan. Du kan ändra ditt omdöme i stället.',
    'nb-NO': 'Du har allerede vurdert denne varen. Du kan endre vurderingen din i stedet.',
  },
  reviewEditClosed: {
    'en-US': 'A review can be changed within 30 days of writing it.',
    'pl-PL': 'Opinię można zmienić w ciągu 30 dni od jej napisania.',
    'zh-CN': '评价只能在发布后 30 天内修改。',
    'de-DE': 'Eine Bewertung kann innerhalb von 30 Tagen nach dem Schreiben geändert werden.',
    'sv-SE': 'Ett omdöme kan ändras inom 30 dagar efter att det skrevs.',
    'nb-NO': 'En vurdering kan endres innen 30 dager etter at den ble skrevet.',
  },
  reviewChanged: {
    'en-US': 'The review was changed meanwhile. Reload it and try again.',
    'pl-PL': 'Opinia została w międzyczasie zmieniona. Odśwież ją i spróbuj ponownie.',
    'zh-CN': '该评价已被修改。请刷新后重试。',
    'de-DE':
      'Die Bewertung wurde inzwischen geändert. Laden Sie sie neu und versuchen Sie es erneut.',
    'sv-SE': 'Omdömet ändrades under tiden. Ladda om det och försök igen.',
    'nb-NO': 'Vurderingen ble endret i mellomtiden. Last den inn på nytt og prøv igjen.',
  },
  reviewAnsweredAlready: {
    'en-US': 'This review has already been answered.',
    'pl-PL': 'Na tę opinię już odpowiedziano.',
    'zh-CN': '此评价已回复。',
    'de-DE': 'Diese Bewertung wurde bereits beantwortet.',
    'sv-SE': 'Det här omdömet har redan besvarats.',
    'nb-NO': 'Denne vurderingen er allerede besvart.',
  },
} satisfies Record<string, Record<Locale, string>>;
