import type { Locale } from '@kramik/contract';

/** Messages of pick-up points, recipients and the platform's carriers (issue 19). */
export const pointsMessages = {
  notPointCarrier: {
    'en-US': 'This carrier does not deliver to pick-up points.',
    'pl-PL': 'Ten przewoźnik nie dostarcza do punktów odbioru.',
    'zh-CN': '该承运商不配送到自提点。',
    'de-DE': 'Dieser Versanddienst liefert nicht an Abholpunkte.',
    'sv-SE': 'Den här transportören levererar inte till utlämningsställen.',
    'nb-NO': 'Denne transportøren leverer ikke til hentesteder.',
  },
  nearOrQueryRequired: {
    'en-US': 'Enter a town, street or point code, or use your location.',
    'pl-PL': 'Wpisz miejscowość, ulicę lub kod punktu albo użyj swojej lokalizacji.',
    'zh-CN': '请输入城市、街道或网点代码，或使用您的位置。',
    'de-DE':
      'Geben Sie einen Ort, eine Straße oder einen Punktcode ein oder nutzen Sie Ihren Standort.',
    'sv-SE': 'Ange ort, gata eller ställets kod, eller använd din position.',
    'nb-NO': 'Skriv inn sted, gate eller kode for stedet, eller bruk posisjonen din.',
  },
  pointUnknown: {
    'en-US':
      'The pick-up point {code} does not exist or is closed. Choose another point from the list.',
    'pl-PL': 'Punkt odbioru {code} nie istnieje lub jest nieczynny. Wybierz inny punkt z listy.',
    'zh-CN': '自提点 {code} 不存在或已关闭。请从列表中选择其他网点。',
    'de-DE':
      'Der Abholpunkt {code} existiert nicht oder ist geschlossen. Wählen Sie einen anderen Punkt aus der Liste.',
    'sv-SE': 'Utlämningsstället {code} finns inte eller är stängt. Välj ett annat ställe i listan.',
    'nb-NO': 'Hentestedet {code} finnes ikke eller er stengt. Velg et annet sted fra listen.',
  },
  pointsUnavailable: {
    'en-US':
      'The carrier’s list of pick-up points cannot be reached right now. Try again in a moment.',
    'pl-PL':
      'Lista punktów odbioru przewoźnika jest teraz niedostępna. Spróbuj ponownie za chwilę.',
    'zh-CN': '暂时无法获取承运商的自提点列表，请稍后再试。',
    'de-DE':
      'Die Abholpunkte des Versanddienstes sind gerade nicht erreichbar. Versuchen Sie es gleich noch einmal.',
    'sv-SE':
      'Transportörens lista över utlämningsställen går inte att nå just nu. Försök igen om en stund.',
    'nb-NO': 'Transportørens liste over hentesteder kan ikke nås akkurat nå. Prøv igjen om litt.',
  },
  placeNotFound: {
    'en-US': 'We could not find that place. Try a town name or a postal code.',
    'pl-PL': 'Nie znaleźliśmy tego miejsca. Spróbuj nazwy miejscowości lub kodu pocztowego.',
    'zh-CN': '找不到该地点。请尝试输入城市名称或邮政编码。',
    'de-DE':
      'Diesen Ort haben wir nicht gefunden. Versuchen Sie einen Ortsnamen oder eine Postleitzahl.',
    'sv-SE': 'Vi hittade inte den platsen. Prova ett ortnamn eller ett postnummer.',
    'nb-NO': 'Vi fant ikke det stedet. Prøv et stedsnavn eller et postnummer.',
  },
  phoneFormat: {
    'en-US': 'Enter a phone number, e.g. +48 600 123 456.',
    'pl-PL': 'Podaj numer telefonu, np. +48 600 123 456.',
    'zh-CN': '请输入电话号码，例如 +48 600 123 456。',
    'de-DE': 'Geben Sie eine Telefonnummer ein, z. B. +48 600 123 456.',
    'sv-SE': 'Ange ett telefonnummer, t.ex. +48 600 123 456.',
    'nb-NO': 'Oppgi et telefonnummer, f.eks. +48 600 123 456.',
  },
  recipientPhoneRequired: {
    'en-US': 'The carrier needs the recipient’s phone number: add it to the shipping address.',
    'pl-PL': 'Przewoźnik potrzebuje numeru telefonu odbiorcy: dodaj go do adresu wysyłki.',
    'zh-CN': '承运商需要收件人的电话号码：请将其添加到收货地址。',
    'de-DE':
      'Der Versanddienst braucht die Telefonnummer des Empfängers: Ergänzen Sie sie in der Lieferadresse.',
    'sv-SE': 'Transportören behöver mottagarens telefonnummer: lägg till det i leveransadressen.',
    'nb-NO': 'Transportøren trenger mottakerens telefonnummer: legg det til i leveringsadressen.',
  },
  carrierNotOffered: {
    'en-US': 'This carrier is not offered on the platform.',
    'pl-PL': 'Ten przewoźnik nie jest dostępny na platformie.',
    'zh-CN': '平台不提供该承运商。',
    'de-DE': 'Dieser Versanddienst wird auf der Plattform nicht angeboten.',
    'sv-SE': 'Den här transportören erbjuds inte på plattformen.',
    'nb-NO': 'Denne transportøren tilbys ikke på plattformen.',
  },
} satisfies Record<string, Record<Locale, string>>;
