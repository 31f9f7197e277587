import type { PageTranslations } from './types';

const security: PageTranslations = {
  'en-US': {
    intro:
      'Buying and selling handmade work should feel safe. This page explains how Kramik protects your connection, your account and your payments — and what you can do yourself.',
    sections: [
      {
        heading: 'An encrypted connection',
        paragraphs: [
          'Kramik is served over HTTPS. Everything that travels between your browser and our server — passwords, addresses, messages — is encrypted with TLS.',
          'The padlock in the address bar shows the certificate: click it to check that it was issued for the address you are visiting.',
        ],
      },
      {
        heading: 'Passwords',
        paragraphs: [
          'We never store your password. We keep only a hash of it made with argon2id, a slow, memory-hard function recommended by OWASP, so even a copy of our database would not reveal it.',
          'A wrong password and an unknown account get the same answer, and password recovery never says whether an address has an account. Login attempts are limited to stop password guessing.',
        ],
      },
      {
        heading: 'Sessions you control',
        paragraphs: [
          'When you log in, your browser receives a random session key. It is valid for 14 days at most and is kept only until you close the tab.',
          'Logging out revokes the key on our server at once. Changing your password, deleting your account or a block by an administrator revoke it too.',
        ],
      },
      {
        heading: 'Protection against injected code',
        paragraphs: [
          'Every page is sent with a strict Content-Security-Policy: your browser runs only Kramik’s own scripts and refuses inline or foreign ones. This blocks the most common way of stealing sessions, cross-site scripting.',
          'Kramik loads no advertising or tracking scripts, and its fonts come from our own server.',
        ],
      },
      {
        heading: 'Payments by licensed operators',
        paragraphs: [
          'Payments are handled by licensed payment operators: PayU, PayPal and AutoPay (Blue Media). You enter card or bank details on the operator’s own page, so they never pass through Kramik and we never store them.',
          'An order is marked as paid only when the operator’s signed confirmation reaches our server and its amount matches the order.',
        ],
      },
      {
        heading: 'Keeping yourself safe',
        items: [
          'Use a password you do not use anywhere else.',
          'Kramik never asks for your password by e-mail, message or phone.',
          'Pay only on the payment page Kramik opens for your order — never by a transfer a seller asks for in a message.',
          'Log out when you use a shared computer.',
          'If something looks wrong, use “Report suspicious activity” at the bottom of every page.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Kupowanie i sprzedawanie rękodzieła powinno być bezpieczne. Tu wyjaśniamy, jak Kramik chroni Twoje połączenie, konto i płatności — i co możesz zrobić samodzielnie.',
    sections: [
      {
        heading: 'Szyfrowane połączenie',
        paragraphs: [
          'Kramik działa przez HTTPS. Wszystko, co przesyłasz między przeglądarką a naszym serwerem — hasła, adresy, wiadomości — jest szyfrowane protokołem TLS.',
          'Kłódka na pasku adresu pokazuje certyfikat: kliknij ją, aby sprawdzić, czy został wystawiony dla adresu, który odwiedzasz.',
        ],
      },
      {
        heading: 'Hasła',
        paragraphs: [
          'Nie przechowujemy Twojego hasła. Zapisujemy tylko jego skrót, wyliczony algorytmem argon2id — celowo powolną funkcją wymagającą dużo pamięci, zalecaną przez OWASP — więc nawet kopia naszej bazy danych nie zdradziłaby hasła.',
          'Błędne hasło i nieistniejące konto dają tę samą odpowiedź, a odzyskiwanie hasła nigdy nie zdradza, czy dany adres ma konto. Liczba prób logowania jest ograniczona, co utrudnia zgadywanie haseł.',
        ],
      },
      {
        heading: 'Sesje pod Twoją kontrolą',
        paragraphs: [
          'Po zalogowaniu przeglądarka otrzymuje losowy klucz sesji. Jest ważny najwyżej 14 dni i przechowywany tylko do zamknięcia karty.',
          'Wylogowanie natychmiast unieważnia klucz na naszym serwerze. To samo dzieje się po zmianie hasła, usunięciu konta lub zablokowaniu go przez administratora.',
        ],
      },
      {
        heading: 'Ochrona przed wstrzykniętym kodem',
        paragraphs: [
          'Każda strona jest wysyłana ze ścisłą polityką Content-Security-Policy: przeglądarka uruchamia wyłącznie skrypty Kramiku i odrzuca skrypty osadzone w stronie lub pochodzące z innych serwerów. To blokuje najczęstszy sposób kradzieży sesji, czyli cross-site scripting.',
          'Kramik nie ładuje skryptów reklamowych ani śledzących, a czcionki pobiera z własnego serwera.',
        ],
      },
      {
        heading: 'Płatności u licencjonowanych operatorów',
        paragraphs: [
          'Płatności obsługują licencjonowani operatorzy płatności: PayU, PayPal i AutoPay (Blue Media). Dane karty lub konta bankowego podajesz na stronie operatora, więc nie przechodzą przez Kramik i nigdy ich nie przechowujemy.',
          'Zamówienie zostaje oznaczone jako opłacone dopiero wtedy, gdy do naszego serwera dotrze podpisane potwierdzenie operatora, a jego kwota zgadza się z zamówieniem.',
        ],
      },
      {
        heading: 'Jak samemu zadbać o bezpieczeństwo',
        items: [
          'Używaj hasła, którego nie używasz nigdzie indziej.',
          'Kramik nigdy nie prosi o hasło w e-mailu, wiadomości ani przez telefon.',
          'Płać tylko na stronie płatności, którą Kramik otwiera dla Twojego zamówienia — nigdy przelewem, o który sprzedawca prosi w wiadomości.',
          'Wylogowuj się, gdy korzystasz ze wspólnego komputera.',
          'Jeśli coś wygląda podejrzanie, użyj opcji „Zgłoś podejrzaną aktywność” na dole każdej strony.',
        ],
      },
    ],
  },
};

export default security;
