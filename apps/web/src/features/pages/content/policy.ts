import type { PageTranslations } from './types';

const policy: PageTranslations = {
  'en-US': {
    intro:
      'This privacy policy explains what personal data Kramik processes, why and for how long, who receives it and what rights you have. It follows the EU General Data Protection Regulation (GDPR).',
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          'The controller of your personal data is the operator of the Kramik marketplace (its details are given on the Contact page). You can reach us there with any question about your data.',
          'When you order from a maker, that maker becomes a separate controller of the data needed to carry out your order, such as your name, address and phone number, and processes it under its own responsibility.',
        ],
      },
      {
        heading: 'What data we process',
        items: [
          'Account: e-mail address, login name, first and last name, phone number (optional) and a hash of your password — never the password itself.',
          'Addresses and invoice details that you save or enter at checkout.',
          'Orders and payments: what you ordered, from whom and for how much, the delivery method and the status history. From payment operators we receive only the payment’s status and reference, never card details.',
          'Messages, questions, reviews and reports that you send on Kramik.',
          'For makers: company details, shops and their addresses, products, delivery and payment operator settings.',
          'Technical data: IP address and browser information in server logs, used to keep the service secure.',
        ],
      },
      {
        heading: 'Why we process it and on what legal basis',
        paragraphs: [
          'We use your data only for the purposes below. We send no marketing e-mails, sell no data and make no decisions about you by automated means alone.',
        ],
        items: [
          'To run your account and the marketplace and to carry out orders, payments and deliveries — performance of a contract (Art. 6(1)(b) GDPR).',
          'To send the e-mails the service needs: registration code, password recovery, order updates and new-message notices — also performance of a contract (Art. 6(1)(b)).',
          'To keep accounting and tax records, honour consumer rights and handle notices under the Digital Services Act — legal obligations (Art. 6(1)(c)).',
          'To keep Kramik secure, prevent fraud and abuse, and establish or defend legal claims — our legitimate interests (Art. 6(1)(f)).',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Account data: as long as you have an account. When you delete it, we erase or anonymise the data, except what we must keep for the reasons below.',
          'Orders and invoices: as long as tax and accounting law requires — in Poland generally five years from the end of the year in which the tax fell due.',
          'Data needed for possible legal claims: until those claims become time-barred.',
          'Session keys: 14 days at most; deleted when you log out.',
          'Server logs: only as long as needed for security and troubleshooting.',
        ],
      },
      {
        heading: 'Who receives your data',
        paragraphs: [
          'We share your data only as far as each recipient needs it. A recipient that processes data outside the European Economic Area must use the safeguards the GDPR requires, such as the European Commission’s standard contractual clauses. The recipients are:',
        ],
        items: [
          'The makers you order from: what they need to carry out your order.',
          'Payment operators PayU, PayPal and AutoPay (Blue Media): what is needed for the payment you choose. They act as independent controllers under their own privacy policies.',
          'Carriers InPost, DPD and GLS: the name, address, phone number and e-mail address needed to deliver your parcel.',
          'Providers who host Kramik and send its e-mails, under data processing agreements and only on our instructions.',
          'The map provider (by default OpenStreetMap): when you view a map, your browser loads its images from that provider, which sees your IP address.',
          'Other users: your login name is shown with your reviews and messages, never your real name.',
          'Public authorities, when the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access your data, to have it corrected or erased, to restrict its processing, to receive it in a portable format and to object to processing based on our legitimate interests. Where processing is based on your consent, you may withdraw it at any time.',
          'To use these rights, write to us through the Contact page; we answer within one month. You may also lodge a complaint with a supervisory authority — in Poland, the President of the Personal Data Protection Office (UODO) — or with the authority of the EU country where you live or work.',
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        paragraphs: [
          'Kramik uses no tracking or advertising cookies and no analytics, so it does not ask for cookie consent. It keeps in your browser only what is strictly necessary for the service, and you can clear it at any time in your browser’s settings:',
        ],
        items: [
          'Session storage: your login session — a session key and basic account details such as your first name and role. It disappears when you close the tab or log out.',
          'Local storage: your choice of language, so that Kramik opens in the same language next time.',
          'App cache: as an installable app, Kramik keeps its own program files in the browser so that it starts quickly. They contain no personal data.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when the way Kramik handles data changes. The current version is always on this page, and we announce important changes on Kramik before they take effect.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Ta polityka prywatności wyjaśnia, jakie dane osobowe przetwarza Kramik, w jakim celu i jak długo, komu je przekazuje i jakie prawa Ci przysługują. Jest zgodna z ogólnym rozporządzeniem o ochronie danych (RODO).',
    sections: [
      {
        heading: 'Kto odpowiada za Twoje dane',
        paragraphs: [
          'Administratorem Twoich danych osobowych jest operator platformy Kramik (jego dane podajemy na stronie Kontakt). Tam możesz zadać każde pytanie dotyczące Twoich danych.',
          'Gdy składasz zamówienie u twórcy, staje się on odrębnym administratorem danych potrzebnych do realizacji zamówienia, takich jak imię i nazwisko, adres i numer telefonu, i przetwarza je na własną odpowiedzialność.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy',
        items: [
          'Konto: adres e-mail, login, imię i nazwisko, numer telefonu (opcjonalnie) oraz skrót hasła — nigdy samo hasło.',
          'Adresy i dane do faktury, które zapisujesz lub podajesz przy składaniu zamówienia.',
          'Zamówienia i płatności: co, u kogo i za ile zamówiono, sposób dostawy i historia statusów. Od operatorów płatności otrzymujemy tylko status i identyfikator płatności, nigdy dane karty.',
          'Wiadomości, pytania, opinie i zgłoszenia, które wysyłasz na Kramiku.',
          'W przypadku twórców: dane firmy, sklepy i ich adresy, produkty oraz ustawienia dostaw i operatorów płatności.',
          'Dane techniczne: adres IP i informacje o przeglądarce zapisywane w logach serwera, wykorzystywane do zapewnienia bezpieczeństwa.',
        ],
      },
      {
        heading: 'W jakim celu i na jakiej podstawie',
        paragraphs: [
          'Wykorzystujemy Twoje dane tylko w celach wymienionych poniżej. Nie wysyłamy e-maili marketingowych, nie sprzedajemy danych i nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu.',
        ],
        items: [
          'Prowadzenie konta i serwisu oraz realizacja zamówień, płatności i dostaw — wykonanie umowy (art. 6 ust. 1 lit. b RODO).',
          'Wysyłanie potrzebnych e-maili: kodu rejestracyjnego, odzyskiwania hasła, informacji o zamówieniach i powiadomień o nowych wiadomościach — również wykonanie umowy (art. 6 ust. 1 lit. b).',
          'Prowadzenie dokumentacji księgowej i podatkowej, realizacja praw konsumentów i obsługa zgłoszeń na podstawie aktu o usługach cyfrowych — obowiązki prawne (art. 6 ust. 1 lit. c).',
          'Zapewnienie bezpieczeństwa serwisu, zapobieganie oszustwom i nadużyciom oraz ustalanie i obrona roszczeń — nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f).',
        ],
      },
      {
        heading: 'Jak długo przechowujemy dane',
        items: [
          'Dane konta: dopóki masz konto. Po jego usunięciu kasujemy je lub anonimizujemy — z wyjątkiem danych, które musimy zachować z powodów podanych niżej.',
          'Zamówienia i faktury: przez okres wymagany przepisami podatkowymi i rachunkowymi — w Polsce co do zasady 5 lat od końca roku, w którym upłynął termin płatności podatku.',
          'Dane potrzebne do ewentualnych roszczeń: do czasu ich przedawnienia.',
          'Klucze sesji: najwyżej 14 dni; usuwamy je po wylogowaniu.',
          'Logi serwera: tylko tak długo, jak wymaga tego bezpieczeństwo i usuwanie usterek.',
        ],
      },
      {
        heading: 'Komu przekazujemy dane',
        paragraphs: [
          'Przekazujemy dane tylko w zakresie, w jakim dany odbiorca ich potrzebuje. Odbiorca przetwarzający dane poza Europejskim Obszarem Gospodarczym musi stosować zabezpieczenia wymagane przez RODO, np. standardowe klauzule umowne Komisji Europejskiej. Odbiorcami są:',
        ],
        items: [
          'Twórcy, u których zamawiasz — w zakresie potrzebnym do realizacji zamówienia.',
          'Operatorzy płatności PayU, PayPal i AutoPay (Blue Media) — w zakresie potrzebnym do wybranej płatności. Działają oni jako odrębni administratorzy na podstawie własnych polityk prywatności.',
          'Przewoźnicy InPost, DPD i GLS — imię i nazwisko, adres, numer telefonu i adres e-mail potrzebne do doręczenia przesyłki.',
          'Dostawcy, którzy utrzymują Kramik i wysyłają jego e-maile — na podstawie umów powierzenia przetwarzania i wyłącznie na nasze polecenie.',
          'Dostawca map (domyślnie OpenStreetMap) — gdy oglądasz mapę, przeglądarka pobiera od niego jej fragmenty, więc widzi on Twój adres IP.',
          'Inni użytkownicy — przy Twoich opiniach i wiadomościach widzą Twój login, nigdy imię i nazwisko.',
          'Organy publiczne — gdy wymaga tego prawo.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: [
          'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia oraz prawo sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie. Jeśli przetwarzanie opiera się na Twojej zgodzie, możesz ją w każdej chwili wycofać.',
          'Aby skorzystać z tych praw, napisz do nas przez stronę Kontakt — odpowiemy w ciągu miesiąca. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO) albo do organu nadzorczego w państwie UE, w którym mieszkasz lub pracujesz.',
        ],
      },
      {
        heading: 'Pliki cookie i pamięć przeglądarki',
        paragraphs: [
          'Kramik nie używa śledzących ani reklamowych plików cookie ani narzędzi analitycznych, dlatego nie prosi o zgodę na pliki cookie. W Twojej przeglądarce zapisuje tylko to, co jest niezbędne do działania usługi; w każdej chwili możesz to usunąć w ustawieniach przeglądarki:',
        ],
        items: [
          'Pamięć sesji (sessionStorage): Twoja sesja logowania — klucz sesji i podstawowe dane konta, takie jak imię i rola. Znika po zamknięciu karty lub wylogowaniu.',
          'Pamięć lokalna (localStorage): wybrany język, aby Kramik następnym razem otworzył się w tym samym języku.',
          'Pamięć podręczna aplikacji: jako aplikacja, którą można zainstalować, Kramik przechowuje w przeglądarce własne pliki programu, aby szybko się uruchamiać. Nie zawierają one danych osobowych.',
        ],
      },
      {
        heading: 'Zmiany polityki',
        paragraphs: [
          'Aktualizujemy tę politykę, gdy zmienia się sposób, w jaki Kramik przetwarza dane. Aktualna wersja jest zawsze na tej stronie, a o ważnych zmianach informujemy na Kramiku, zanim wejdą w życie.',
        ],
      },
    ],
  },
};

export default policy;
