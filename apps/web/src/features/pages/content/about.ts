import type { PageTranslations } from './types';

const about: PageTranslations = {
  'en-US': {
    intro:
      'Kramik is a marketplace for handmade artistic crafts: ceramics, jewellery, textiles, woodwork and more, made in small studios and sold by the people who made them.',
    sections: [
      {
        heading: 'A gallery of makers',
        paragraphs: [
          'We built Kramik to feel like a walk through a gallery of makers rather than a discount warehouse. Every object here was made by hand, and every offer shows who made it.',
          'Each maker runs their own shop on Kramik: they set their prices, describe and photograph their work, and send it themselves or hand it over in their studio.',
        ],
      },
      {
        heading: 'How buying works',
        items: [
          'Fill one cart with work from several makers.',
          'At checkout the cart is split into one order per maker, and you choose delivery or pick-up for each.',
          'Pay with PayU, PayPal or AutoPay, or in cash to the courier where the maker offers it.',
          'Follow each order, write to the maker and rate your purchase once it is paid.',
        ],
      },
      {
        heading: 'For makers',
        paragraphs: [
          'Create a seller account, add your company details, delivery options and products, and sell your work to buyers across Europe.',
          'Kramik earns a commission on the products you sell (currently 8\u00a0% of their value, delivery excluded). The Terms of service give the details.',
        ],
      },
      {
        heading: 'In your language',
        paragraphs: [
          'Kramik speaks English, Polish, German, Swedish, Norwegian and Chinese. Makers can describe each product in several languages, and you see the version in your language when there is one.',
        ],
      },
      {
        heading: 'Who runs Kramik',
        paragraphs: [
          'Kramik is run by the operator of the Kramik marketplace; its details are given on the Contact page. Questions, ideas and reports are welcome there.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Kramik to internetowa platforma sprzedaży rękodzieła artystycznego: ceramiki, biżuterii, tkanin, wyrobów z drewna i nie tylko — tworzonych w małych pracowniach i sprzedawanych przez samych twórców.',
    sections: [
      {
        heading: 'Galeria twórców',
        paragraphs: [
          'Chcieliśmy, żeby Kramik przypominał spacer po galerii twórców, a nie wyprzedaż w hurtowni. Każdy przedmiot powstał tu ręcznie, a każda oferta pokazuje, kto go wykonał.',
          'Każdy twórca prowadzi na Kramiku własny sklep: sam ustala ceny, opisuje i fotografuje swoje prace, a potem sam je wysyła albo wydaje w swojej pracowni.',
        ],
      },
      {
        heading: 'Jak wyglądają zakupy',
        items: [
          'Do jednego koszyka włożysz prace wielu twórców.',
          'Przy składaniu zamówienia koszyk dzieli się na osobne zamówienia u każdego twórcy, a dla każdego z nich wybierasz dostawę albo odbiór osobisty.',
          'Płacisz przez PayU, PayPal lub AutoPay albo gotówką kurierowi, jeśli twórca oferuje płatność przy odbiorze.',
          'Śledzisz każde zamówienie, piszesz do twórcy i oceniasz zakup, gdy zostanie opłacony.',
        ],
      },
      {
        heading: 'Dla twórców',
        paragraphs: [
          'Załóż konto sprzedawcy, uzupełnij dane firmy, sposoby dostawy i produkty — i sprzedawaj swoje prace kupującym w całej Europie.',
          'Kramik pobiera prowizję od sprzedanych produktów (obecnie 8\u00a0% ich wartości, bez kosztów dostawy). Szczegóły znajdziesz w Regulaminie.',
        ],
      },
      {
        heading: 'W Twoim języku',
        paragraphs: [
          'Kramik działa po polsku, angielsku, niemiecku, szwedzku, norwesku i chińsku. Twórcy mogą opisać każdy produkt w kilku językach, a Ty widzisz wersję w swoim języku, jeśli taka istnieje.',
        ],
      },
      {
        heading: 'Kto prowadzi Kramik',
        paragraphs: [
          'Kramik prowadzi operator platformy Kramik; jego dane znajdziesz na stronie Kontakt. Tam też czekamy na pytania, pomysły i zgłoszenia.',
        ],
      },
    ],
  },
};

export default about;
