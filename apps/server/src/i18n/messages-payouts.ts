import type { Locale } from '@kramik/contract';

/** Messages of the payouts the administrator records and exports. */
export const payoutsMessages = {
  payoutOverBalance: {
    'en-US': 'The amount is more than the balance due ({balance}).',
    'pl-PL': 'Kwota przekracza saldo do wypłaty ({balance}).',
    'zh-CN': '金额超过应付余额（{balance}）。',
    'de-DE': 'Der Betrag übersteigt den offenen Saldo ({balance}).',
    'sv-SE': 'Beloppet är större än saldot att betala ut ({balance}).',
    'nb-NO': 'Beløpet er større enn saldoen til utbetaling ({balance}).',
  },
  payoutDate: {
    'en-US': 'Enter the day the transfer was made: today or earlier.',
    'pl-PL': 'Podaj dzień wykonania przelewu: dzisiejszy lub wcześniejszy.',
    'zh-CN': '请输入转账日期：今天或更早。',
    'de-DE': 'Geben Sie den Tag der Überweisung an: heute oder früher.',
    'sv-SE': 'Ange dagen då överföringen gjordes: i dag eller tidigare.',
    'nb-NO': 'Oppgi dagen overføringen ble gjort: i dag eller tidligere.',
  },
  payoutPeriod: {
    'en-US': 'The period must end on or after its first day and last at most 366 days.',
    'pl-PL': 'Okres musi kończyć się nie wcześniej niż się zaczyna i trwać najwyżej 366 dni.',
    'zh-CN': '结束日期不得早于开始日期，期间最长 366 天。',
    'de-DE': 'Der Zeitraum darf nicht vor seinem ersten Tag enden und höchstens 366 Tage umfassen.',
    'sv-SE': 'Perioden får inte sluta före sin första dag och får vara högst 366 dagar.',
    'nb-NO': 'Perioden kan ikke slutte før sin første dag og kan vare høyst 366 dager.',
  },
} satisfies Record<string, Record<Locale, string>>;
