import type { Locale } from '@kramik/contract';

/** Made to order, vacation mode and progress posts (issue 24). */
export const madeToOrderMessages = {
  makingDaysRange: {
    'en-US': 'The making time must be a whole number of days from 1 to 365.',
    'pl-PL': 'Czas wykonania musi być liczbą dni od 1 do 365.',
    'zh-CN': '制作时间必须是 1 到 365 之间的整数天。',
    'de-DE': 'Die Anfertigungszeit muss eine ganze Zahl von 1 bis 365 Tagen sein.',
    'sv-SE': 'Tillverkningstiden måste vara ett helt antal dagar från 1 till 365.',
    'nb-NO': 'Tilvirkningstiden må være et helt antall dager fra 1 til 365.',
  },
  weeklyCapacityRange: {
    'en-US': 'The weekly capacity must be a whole number of pieces from 1 to 1000.',
    'pl-PL': 'Liczba sztuk na tydzień musi być liczbą całkowitą od 1 do 1000.',
    'zh-CN': '每周产能必须是 1 到 1000 之间的整数件。',
    'de-DE': 'Die Wochenkapazität muss eine ganze Zahl von 1 bis 1000 Stück sein.',
    'sv-SE': 'Veckokapaciteten måste vara ett helt antal från 1 till 1000 stycken.',
    'nb-NO': 'Ukekapasiteten må være et helt antall fra 1 til 1000 stykker.',
  },
  makerAway: {
    'en-US': 'The maker is away until {date} and takes no new orders until then.',
    'pl-PL': 'Twórca jest nieobecny do {date} i do tego czasu nie przyjmuje zamówień.',
    'zh-CN': '创作者外出至 {date}，在此之前不接受新订单。',
    'de-DE': 'Die Herstellerin ist bis {date} abwesend und nimmt bis dahin keine Bestellungen an.',
    'sv-SE': 'Skaparen är borta till {date} och tar inte emot nya beställningar innan dess.',
    'nb-NO': 'Håndverkeren er borte til {date} og tar ikke imot nye bestillinger før da.',
  },
  vacationUntilPast: {
    'en-US': 'The return date must be after today.',
    'pl-PL': 'Data powrotu musi być późniejsza niż dzisiaj.',
    'zh-CN': '返回日期必须晚于今天。',
    'de-DE': 'Das Rückkehrdatum muss nach dem heutigen Tag liegen.',
    'sv-SE': 'Återkomstdatumet måste vara efter i dag.',
    'nb-NO': 'Returdatoen må være etter i dag.',
  },
  progressTextTooLong: {
    'en-US': 'The line may have at most 280 characters.',
    'pl-PL': 'Opis może mieć najwyżej 280 znaków.',
    'zh-CN': '文字最多 280 个字符。',
    'de-DE': 'Der Text darf höchstens 280 Zeichen haben.',
    'sv-SE': 'Texten får ha högst 280 tecken.',
    'nb-NO': 'Teksten kan ha høyst 280 tegn.',
  },
  progressPhotoRequired: {
    'en-US': 'Add a photo of the piece in the making.',
    'pl-PL': 'Dodaj zdjęcie rzeczy w trakcie pracy.',
    'zh-CN': '请添加一张制作中作品的照片。',
    'de-DE': 'Fügen Sie ein Foto des Stücks in Arbeit hinzu.',
    'sv-SE': 'Lägg till ett foto av föremålet under arbetet.',
    'nb-NO': 'Legg til et bilde av gjenstanden under arbeid.',
  },
  progressOrderClosed: {
    'en-US': 'Progress can be posted only while the order is being made.',
    'pl-PL': 'Postępy można dodawać tylko w trakcie realizacji zamówienia.',
    'zh-CN': '只有在订单制作期间才能发布进展。',
    'de-DE': 'Fortschritte können nur gepostet werden, solange die Bestellung in Arbeit ist.',
    'sv-SE': 'Framsteg kan bara läggas upp medan ordern tillverkas.',
    'nb-NO': 'Fremdrift kan bare legges ut mens bestillingen lages.',
  },
} satisfies Record<string, Record<Locale, string>>;
