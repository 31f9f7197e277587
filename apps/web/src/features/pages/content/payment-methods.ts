import type { PageTranslations } from './types';

const paymentMethods: PageTranslations = {
  'en-US': {
    intro:
      'You pay for your orders through licensed payment operators or, where the maker offers it, in cash on delivery. The methods available for your order are shown when you pay.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Pay by card, BLIK or online bank transfer on PayU’s secure page. The methods on offer depend on your bank, your country and the currency.',
          'With PayU you can pay all the orders of one checkout, even from several makers, in a single payment.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Pay with your PayPal account, or by card through PayPal where it offers that. Like PayU, PayPal can pay all the orders of one checkout at once.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay pays one maker’s order directly to that maker, so it is offered order by order, and only for makers who have set it up. You pay by online transfer, BLIK or card on AutoPay’s page.',
        ],
      },
      {
        heading: 'Cash on delivery',
        paragraphs: [
          'Some makers offer delivery by DPD or GLS courier with cash on delivery. You then pay the courier when the parcel arrives, and the order needs no online payment.',
          'Cash on delivery appears at checkout only when the maker offers it with that courier.',
        ],
      },
      {
        heading: 'Good to know',
        items: [
          'Prices are in the marketplace currency shown in the shop. If your card or account uses another currency, your bank or the operator converts the amount.',
          'An order that is not paid within 72 hours is cancelled automatically and its items go back on sale.',
          'If you close the payment window or cancel, you can pay later from My orders, or choose another operator.',
          'Refunds go back through the operator you paid with.',
          'Kramik never sees or stores your card details.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Za zamówienia płacisz za pośrednictwem licencjonowanych operatorów płatności albo — jeśli twórca to oferuje — gotówką przy odbiorze. Metody dostępne dla Twojego zamówienia zobaczysz przy płatności.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Zapłać kartą, BLIK-iem lub szybkim przelewem na bezpiecznej stronie PayU. Dostępne metody zależą od Twojego banku, kraju i waluty.',
          'Przez PayU opłacisz jedną płatnością wszystkie zamówienia z jednego koszyka, także u kilku twórców.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Zapłać z konta PayPal albo kartą przez PayPal, jeśli udostępnia taką opcję. Podobnie jak PayU, PayPal pozwala opłacić naraz wszystkie zamówienia z jednego koszyka.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay przekazuje zapłatę za zamówienie bezpośrednio twórcy, dlatego jest dostępny osobno dla każdego zamówienia i tylko u twórców, którzy go skonfigurowali. Płacisz szybkim przelewem, BLIK-iem lub kartą na stronie AutoPay.',
        ],
      },
      {
        heading: 'Płatność przy odbiorze',
        paragraphs: [
          'Niektórzy twórcy oferują dostawę kurierem DPD lub GLS za pobraniem. Płacisz wtedy kurierowi przy odbiorze przesyłki, a zamówienie nie wymaga płatności online.',
          'Płatność za pobraniem pojawia się przy zamówieniu tylko wtedy, gdy twórca oferuje ją u danego kuriera.',
        ],
      },
      {
        heading: 'Warto wiedzieć',
        items: [
          'Ceny są podane w walucie serwisu. Jeśli Twoja karta lub konto działa w innej walucie, kwotę przeliczy bank lub operator.',
          'Zamówienie nieopłacone w ciągu 72 godzin jest automatycznie anulowane, a produkty wracają do sprzedaży.',
          'Jeśli zamkniesz okno płatności lub ją anulujesz, możesz zapłacić później w zakładce Moje zamówienia albo wybrać innego operatora.',
          'Zwrot pieniędzy trafia do Ciebie przez tego samego operatora, przez którego dokonano płatności.',
          'Kramik nigdy nie widzi ani nie przechowuje danych Twojej karty.',
        ],
      },
    ],
  },
};

export default paymentMethods;
