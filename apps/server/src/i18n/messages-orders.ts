import type { Locale } from '@kramik/contract';

/** Messages of the cart, checkout, orders and payments. */
export const ordersMessages = {
  notThatMany: {
    'en-US': "I don't have that quantity",
    'pl-PL': 'Nie mam takiej ilości',
    'zh-CN': '库存数量不足',
    'de-DE': 'Diese Menge habe ich nicht',
    'sv-SE': 'Jag har inte det antalet',
    'nb-NO': 'Jeg har ikke det antallet',
  },
  quantityTooLarge: {
    'en-US': 'Enter at most 999.',
    'pl-PL': 'Podaj najwyżej 999.',
    'zh-CN': '最多输入 999。',
    'de-DE': 'Höchstens 999 eingeben.',
    'sv-SE': 'Ange högst 999.',
    'nb-NO': 'Oppgi høyst 999.',
  },
  cartTooLarge: {
    'en-US': 'Your cart is full: it holds at most 100 different products.',
    'pl-PL': 'Koszyk jest pełny: mieści najwyżej 100 różnych produktów.',
    'zh-CN': '购物车已满：最多可放 100 种不同商品。',
    'de-DE': 'Ihr Warenkorb ist voll: Er fasst höchstens 100 verschiedene Produkte.',
    'sv-SE': 'Varukorgen är full: den rymmer högst 100 olika produkter.',
    'nb-NO': 'Handlekurven er full: den rommer høyst 100 ulike produkter.',
  },
  cartEmpty: {
    'en-US': 'Your cart is empty.',
    'pl-PL': 'Twój koszyk jest pusty.',
    'zh-CN': '您的购物车是空的。',
    'de-DE': 'Ihr Warenkorb ist leer.',
    'sv-SE': 'Din varukorg är tom.',
    'nb-NO': 'Handlekurven din er tom.',
  },
  noShippingMethod: {
    'en-US': 'No shipping method selected!',
    'pl-PL': 'Nie wybrano metody wysyłki!',
    'zh-CN': '未选择配送方式！',
    'de-DE': 'Keine Versandart ausgewählt!',
    'sv-SE': 'Inget leveranssätt valt!',
    'nb-NO': 'Ingen leveringsmåte valgt!',
  },
  noPickupOrDelivery: {
    'en-US': 'No pickup/delivery method selected',
    'pl-PL': 'Nie wybrano odbioru ani dostawy',
    'zh-CN': '未选择自提/配送方式',
    'de-DE': 'Keine Abholung/Lieferung ausgewählt',
    'sv-SE': 'Ingen upphämtning/leverans vald',
    'nb-NO': 'Ingen henting/levering valgt',
  },
  tooManyDeliveryOptions: {
    'en-US': 'You selected too many delivery options, please correct it',
    'pl-PL': 'Wybrano zbyt wiele opcji dostawy, popraw to',
    'zh-CN': '您选择了过多的配送选项，请更正',
    'de-DE': 'Sie haben zu viele Lieferoptionen gewählt, bitte korrigieren',
    'sv-SE': 'Du har valt för många leveransalternativ, rätta det',
    'nb-NO': 'Du har valgt for mange leveringsalternativer, rett det opp',
  },
  providerLacksDelivery: {
    'en-US': 'Provider did not include this type of delivery',
    'pl-PL': 'Sprzedawca nie oferuje tego rodzaju dostawy',
    'zh-CN': '卖家不提供此配送方式',
    'de-DE': 'Der Anbieter bietet diese Lieferart nicht an',
    'sv-SE': 'Säljaren erbjuder inte detta leveranssätt',
    'nb-NO': 'Selgeren tilbyr ikke denne leveringsmåten',
  },
  noSalesPoints: {
    'en-US': 'Provider has no sales points',
    'pl-PL': 'Sprzedawca nie ma punktów sprzedaży',
    'zh-CN': '卖家没有门店',
    'de-DE': 'Der Anbieter hat keine Verkaufsstellen',
    'sv-SE': 'Säljaren har inga försäljningsställen',
    'nb-NO': 'Selgeren har ingen utsalgssteder',
  },
  pointRequired: {
    'en-US': 'Choose a parcel locker or pick-up point.',
    'pl-PL': 'Wybierz paczkomat lub punkt odbioru.',
    'zh-CN': '请选择快递柜或自提点。',
    'de-DE': 'Wählen Sie eine Packstation oder einen Abholpunkt.',
    'sv-SE': 'Välj ett paketskåp eller utlämningsställe.',
    'nb-NO': 'Velg en pakkeautomat eller et hentested.',
  },
  shippingAddressMissing: {
    'en-US': 'Enter the shipping address.',
    'pl-PL': 'Podaj adres wysyłki.',
    'zh-CN': '请输入收货地址。',
    'de-DE': 'Geben Sie die Lieferadresse ein.',
    'sv-SE': 'Ange leveransadressen.',
    'nb-NO': 'Oppgi leveringsadressen.',
  },
  invoiceIncomplete: {
    'en-US': 'Invoice selected but not all required data filled',
    'pl-PL': 'Wybrano fakturę, ale nie uzupełniono wszystkich wymaganych danych',
    'zh-CN': '已选择发票，但未填写所有必填信息',
    'de-DE': 'Rechnung gewählt, aber nicht alle Pflichtangaben ausgefüllt',
    'sv-SE': 'Faktura vald men alla obligatoriska uppgifter är inte ifyllda',
    'nb-NO': 'Faktura valgt, men ikke alle påkrevde opplysninger er fylt ut',
  },
  priceChanged: {
    'en-US':
      'Prices or delivery costs have changed since you looked. Check the new total and place the order again.',
    'pl-PL': 'Ceny lub koszty dostawy zmieniły się. Sprawdź nową sumę i złóż zamówienie ponownie.',
    'zh-CN': '价格或运费已变动。请核对新的总额后重新下单。',
    'de-DE':
      'Preise oder Versandkosten haben sich geändert. Prüfen Sie die neue Summe und bestellen Sie erneut.',
    'sv-SE':
      'Priser eller fraktkostnader har ändrats. Kontrollera den nya summan och lägg beställningen igen.',
    'nb-NO':
      'Priser eller fraktkostnader er endret. Sjekk den nye summen og legg inn bestillingen på nytt.',
  },
  idempotencyKeyReused: {
    'en-US': 'This order request was already sent with different contents.',
    'pl-PL': 'To żądanie zamówienia wysłano już z inną treścią.',
    'zh-CN': '此订单请求已以不同内容发送过。',
    'de-DE': 'Diese Bestellanfrage wurde bereits mit anderem Inhalt gesendet.',
    'sv-SE': 'Denna beställning har redan skickats med annat innehåll.',
    'nb-NO': 'Denne bestillingen er allerede sendt med annet innhold.',
  },
  orderStateChanged: {
    'en-US': 'This order can no longer be changed this way. Reload it to see where it stands.',
    'pl-PL': 'Tego zamówienia nie można już tak zmienić. Odśwież, aby zobaczyć jego stan.',
    'zh-CN': '此订单已无法这样更改。请刷新查看其当前状态。',
    'de-DE':
      'Diese Bestellung kann so nicht mehr geändert werden. Laden Sie sie neu, um den Stand zu sehen.',
    'sv-SE': 'Beställningen kan inte längre ändras så. Ladda om för att se läget.',
    'nb-NO': 'Bestillingen kan ikke lenger endres slik. Last inn på nytt for å se status.',
  },
  orderNotPayable: {
    'en-US': 'This order cannot be paid any more: it was paid or cancelled. Reload your orders.',
    'pl-PL':
      'Tego zamówienia nie można już opłacić: zostało opłacone lub anulowane. Odśwież zamówienia.',
    'zh-CN': '此订单已无法付款：已付款或已取消。请刷新订单。',
    'de-DE':
      'Diese Bestellung kann nicht mehr bezahlt werden: Sie wurde bezahlt oder storniert. Laden Sie Ihre Bestellungen neu.',
    'sv-SE':
      'Beställningen kan inte längre betalas: den är betald eller avbruten. Ladda om dina beställningar.',
    'nb-NO':
      'Bestillingen kan ikke lenger betales: den er betalt eller kansellert. Last inn bestillingene på nytt.',
  },
  autopayOneMaker: {
    'en-US': "AutoPay pays one maker's order at a time.",
    'pl-PL': 'AutoPay opłaca zamówienie jednego twórcy naraz.',
    'zh-CN': 'AutoPay 每次只能支付一位手作人的订单。',
    'de-DE': 'AutoPay bezahlt jeweils die Bestellung eines Herstellers.',
    'sv-SE': 'AutoPay betalar en hantverkares beställning i taget.',
    'nb-NO': 'AutoPay betaler én håndverkers bestilling om gangen.',
  },
  operatorUnavailable: {
    'en-US': 'This payment method is not available for this order.',
    'pl-PL': 'Ta metoda płatności nie jest dostępna dla tego zamówienia.',
    'zh-CN': '此订单无法使用该支付方式。',
    'de-DE': 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    'sv-SE': 'Betalningssättet är inte tillgängligt för beställningen.',
    'nb-NO': 'Betalingsmåten er ikke tilgjengelig for denne bestillingen.',
  },
  operatorFailed: {
    'en-US': 'The payment operator did not answer. Try again in a moment or choose another one.',
    'pl-PL': 'Operator płatności nie odpowiedział. Spróbuj za chwilę lub wybierz innego.',
    'zh-CN': '支付服务商没有响应。请稍后重试或选择其他方式。',
    'de-DE':
      'Der Zahlungsanbieter hat nicht geantwortet. Versuchen Sie es gleich noch einmal oder wählen Sie einen anderen.',
    'sv-SE': 'Betalningsleverantören svarade inte. Försök igen om en stund eller välj en annan.',
    'nb-NO': 'Betalingsleverandøren svarte ikke. Prøv igjen om litt eller velg en annen.',
  },
} satisfies Record<string, Record<Locale, string>>;
