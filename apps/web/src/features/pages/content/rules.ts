import type { PageTranslations } from './types';

const rules: PageTranslations = {
  'en-US': {
    intro:
      'These rules keep Kramik a friendly and trustworthy place for buyers and makers. They complement the Terms of service; by using Kramik you agree to follow them.',
    sections: [
      {
        heading: 'For everyone',
        items: [
          'Give true information in your account and keep your password to yourself.',
          'Be polite in messages, questions and reviews: no insults, harassment or spam.',
          'Keep payments on Kramik: do not ask for or offer payment outside the marketplace’s payment methods.',
          'Do not disrupt the service, try to enter other people’s accounts or collect other users’ data.',
        ],
      },
      {
        heading: 'For buyers',
        items: [
          'Read the offer — description, condition, price and delivery cost — before you order; all of it is shown before you commit.',
          'Pay within 72 hours; unpaid orders are cancelled automatically.',
          'Give an address where the parcel can be delivered, or collect your order at the maker’s shop in the agreed time.',
          'If something is wrong, write to the maker first — most problems are solved that way.',
        ],
      },
      {
        heading: 'For makers (sellers)',
        items: [
          'Sell only handmade work made by you or your studio, and describe it honestly: materials, dimensions and condition (new, used or damaged).',
          'Show real photographs of the item you are selling.',
          'Keep stock and prices up to date. Next to a reduced price, Kramik shows the lowest price of the 30 days before the reduction, as EU law requires.',
          'Ship the order, or prepare it for pick-up, in the time you promised, and add the tracking number.',
          'Answer buyers’ messages promptly and handle withdrawals and complaints as the law and the Terms of service require.',
          'Keep the company details on your maker page complete and true; the law requires traders to show them.',
        ],
      },
      {
        heading: 'What cannot be sold',
        items: [
          'Illegal goods and goods whose sale is restricted, such as weapons, medicines, alcohol and tobacco',
          'Counterfeits and copies of other people’s designs',
          'Mass-produced goods presented as handmade',
          'Products made from protected species of animals or plants',
          'Dangerous products that do not meet EU safety requirements',
          'Hateful, violent or sexually explicit content',
        ],
      },
      {
        heading: 'Reviews',
        paragraphs: [
          'Only a buyer who ordered and paid for an item can review it — once per item, with a rating from 1 to 5 and a short comment. This is how we make sure that reviews come from real customers.',
          'Reviews must be honest and about the purchase. We remove reviews that are insulting, contain personal data or are not about the purchase; we never remove a review just because it is negative.',
        ],
      },
      {
        heading: 'How offers are ordered',
        paragraphs: [
          'In the catalog you choose the order: relevance to your search, price, newest first or rating. Relevance depends on how well an offer’s name, description and category match the words you searched for. Makers cannot pay for a higher position.',
        ],
      },
      {
        heading: 'When rules are broken',
        paragraphs: [
          'Anyone can report an offer, a message or a user with “Report suspicious activity”. We review every report and, depending on how serious and repeated the breach is, may remove content, hide offers or block an account.',
          'We tell the user concerned what we decided and why, and they can contest the decision as described in the Terms of service.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Te zasady sprawiają, że Kramik pozostaje przyjaznym i godnym zaufania miejscem dla kupujących i twórców. Uzupełniają Regulamin; korzystając z Kramiku, zobowiązujesz się ich przestrzegać.',
    sections: [
      {
        heading: 'Dla wszystkich',
        items: [
          'Podawaj na koncie prawdziwe dane i nie udostępniaj nikomu swojego hasła.',
          'Zachowuj kulturę w wiadomościach, pytaniach i opiniach: bez obelg, nękania i spamu.',
          'Rozliczaj się na Kramiku: nie proś o płatność ani jej nie proponuj poza metodami płatności serwisu.',
          'Nie zakłócaj działania serwisu, nie próbuj wchodzić na cudze konta ani zbierać danych innych użytkowników.',
        ],
      },
      {
        heading: 'Dla kupujących',
        items: [
          'Przed zamówieniem przeczytaj ofertę — opis, stan, cenę i koszt dostawy; wszystko to widzisz, zanim złożysz zamówienie.',
          'Opłać zamówienie w ciągu 72 godzin; nieopłacone zamówienia są anulowane automatycznie.',
          'Podaj adres, pod który można doręczyć przesyłkę, albo odbierz zamówienie w sklepie twórcy w uzgodnionym terminie.',
          'Gdy coś jest nie tak, najpierw napisz do twórcy — w ten sposób da się rozwiązać większość problemów.',
        ],
      },
      {
        heading: 'Dla twórców (sprzedawców)',
        items: [
          'Sprzedawaj wyłącznie rękodzieło wykonane przez siebie lub swoją pracownię i opisuj je rzetelnie: materiały, wymiary i stan (nowy, używany lub uszkodzony).',
          'Pokazuj prawdziwe zdjęcia sprzedawanego przedmiotu.',
          'Dbaj o aktualne stany i ceny. Przy obniżonej cenie Kramik pokazuje najniższą cenę z 30 dni przed obniżką, jak wymaga prawo UE.',
          'Wysyłaj zamówienie lub przygotowuj je do odbioru w obiecanym terminie i dodawaj numer przesyłki.',
          'Szybko odpowiadaj na wiadomości kupujących i rozpatruj odstąpienia od umowy oraz reklamacje zgodnie z prawem i Regulaminem.',
          'Dbaj o to, by dane firmy na Twojej stronie twórcy były pełne i prawdziwe; prawo wymaga, by przedsiębiorcy je udostępniali.',
        ],
      },
      {
        heading: 'Czego nie wolno sprzedawać',
        items: [
          'Towarów nielegalnych i takich, których sprzedaż jest ograniczona, np. broni, leków, alkoholu i wyrobów tytoniowych',
          'Podróbek i kopii cudzych projektów',
          'Towarów produkowanych masowo, przedstawianych jako rękodzieło',
          'Wyrobów z chronionych gatunków zwierząt lub roślin',
          'Produktów niebezpiecznych, niespełniających unijnych wymogów bezpieczeństwa',
          'Treści nawołujących do nienawiści, przedstawiających przemoc lub o charakterze pornograficznym',
        ],
      },
      {
        heading: 'Opinie',
        paragraphs: [
          'Opinię może wystawić tylko kupujący, który zamówił i opłacił dany przedmiot — raz dla każdego przedmiotu, z oceną od 1 do 5 i krótkim komentarzem. W ten sposób zapewniamy, że opinie pochodzą od prawdziwych klientów.',
          'Opinie mają być szczere i dotyczyć zakupu. Usuwamy opinie obraźliwe, zawierające dane osobowe lub niezwiązane z zakupem; nigdy nie usuwamy opinii tylko dlatego, że jest negatywna.',
        ],
      },
      {
        heading: 'Kolejność ofert',
        paragraphs: [
          'W katalogu wybierasz kolejność: trafność względem wyszukiwania, cena, najnowsze lub ocena. Trafność zależy od tego, jak dobrze nazwa, opis i kategoria oferty pasują do wpisanych słów. Twórcy nie mogą zapłacić za wyższą pozycję.',
        ],
      },
      {
        heading: 'Gdy zasady są łamane',
        paragraphs: [
          'Każdy może zgłosić ofertę, wiadomość lub użytkownika przez „Zgłoś podejrzaną aktywność”. Rozpatrujemy każde zgłoszenie i — zależnie od wagi i powtarzalności naruszenia — możemy usunąć treść, ukryć oferty lub zablokować konto.',
          'Informujemy użytkownika, którego dotyczy decyzja, co postanowiliśmy i dlaczego; może on ją zakwestionować w sposób opisany w Regulaminie.',
        ],
      },
    ],
  },
};

export default rules;
