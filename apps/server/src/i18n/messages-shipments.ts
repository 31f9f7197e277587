import type { Locale } from '@kramik/contract';

/** Messages of shipments, labels and the InPost connection (issue 19). */
export const shipmentsMessages = {
  shipxNotConfigured: {
    'en-US': 'Enter your InPost organisation ID and ShipX API key in the settings first.',
    'pl-PL': 'Najpierw podaj w ustawieniach ID organizacji InPost i klucz API ShipX.',
    'zh-CN': '请先在设置中填写 InPost 组织 ID 和 ShipX API 密钥。',
    'de-DE':
      'Geben Sie zuerst in den Einstellungen Ihre InPost-Organisations-ID und den ShipX-API-Schlüssel ein.',
    'sv-SE': 'Ange först ditt InPost-organisations-ID och din ShipX API-nyckel i inställningarna.',
    'nb-NO': 'Oppgi først InPost-organisasjons-ID-en og ShipX API-nøkkelen i innstillingene.',
  },
  shipxBadKey: {
    'en-US':
      'InPost did not accept the organisation ID or the API key: check the ShipX key in your settings.',
    'pl-PL':
      'InPost nie przyjął ID organizacji ani klucza API: sprawdź klucz ShipX w ustawieniach.',
    'zh-CN': 'InPost 不接受该组织 ID 或 API 密钥：请检查设置中的 ShipX 密钥。',
    'de-DE':
      'InPost hat die Organisations-ID oder den API-Schlüssel nicht akzeptiert: Prüfen Sie den ShipX-Schlüssel in Ihren Einstellungen.',
    'sv-SE':
      'InPost godtog inte organisations-ID:t eller API-nyckeln: kontrollera ShipX-nyckeln i dina inställningar.',
    'nb-NO':
      'InPost godtok ikke organisasjons-ID-en eller API-nøkkelen: sjekk ShipX-nøkkelen i innstillingene.',
  },
  shipxUnavailable: {
    'en-US': 'InPost is not answering right now. Try again in a moment.',
    'pl-PL': 'InPost w tej chwili nie odpowiada. Spróbuj ponownie za chwilę.',
    'zh-CN': 'InPost 暂时没有响应，请稍后再试。',
    'de-DE': 'InPost antwortet gerade nicht. Versuchen Sie es gleich noch einmal.',
    'sv-SE': 'InPost svarar inte just nu. Försök igen om en stund.',
    'nb-NO': 'InPost svarer ikke akkurat nå. Prøv igjen om litt.',
  },
  shipxRefused: {
    'en-US': 'InPost refused the shipment. Check the parcel and the receiver’s details.',
    'pl-PL': 'InPost odrzucił przesyłkę. Sprawdź paczkę i dane odbiorcy.',
    'zh-CN': 'InPost 拒绝了该货件。请检查包裹和收件人信息。',
    'de-DE': 'InPost hat die Sendung abgelehnt. Prüfen Sie das Paket und die Empfängerdaten.',
    'sv-SE': 'InPost avvisade försändelsen. Kontrollera paketet och mottagarens uppgifter.',
    'nb-NO': 'InPost avviste sendingen. Sjekk pakken og mottakerens opplysninger.',
  },
  shipxPointRequired: {
    'en-US': 'The order names no parcel locker.',
    'pl-PL': 'Zamówienie nie wskazuje paczkomatu.',
    'zh-CN': '该订单没有指定自提柜。',
    'de-DE': 'Die Bestellung nennt keine Paketstation.',
    'sv-SE': 'Beställningen anger inget paketskåp.',
    'nb-NO': 'Bestillingen oppgir ingen pakkeautomat.',
  },
  shipxPointUnknown: {
    'en-US': 'InPost does not know this parcel locker.',
    'pl-PL': 'InPost nie zna tego paczkomatu.',
    'zh-CN': 'InPost 找不到这个自提柜。',
    'de-DE': 'InPost kennt diese Paketstation nicht.',
    'sv-SE': 'InPost känner inte till det här paketskåpet.',
    'nb-NO': 'InPost kjenner ikke denne pakkeautomaten.',
  },
  shipxAddressRequired: {
    'en-US': 'The courier needs the delivery address.',
    'pl-PL': 'Kurier potrzebuje adresu dostawy.',
    'zh-CN': '快递需要收货地址。',
    'de-DE': 'Der Kurier braucht die Lieferadresse.',
    'sv-SE': 'Budet behöver leveransadressen.',
    'nb-NO': 'Budet trenger leveringsadressen.',
  },
  shipmentManualCarrier: {
    'en-US':
      'Shipments are created here for InPost only. For DPD and GLS, enter the waybill number when you mark the order as shipped.',
    'pl-PL':
      'Tu tworzy się przesyłki tylko InPost. Dla DPD i GLS wpisz numer listu przewozowego, oznaczając zamówienie jako wysłane.',
    'zh-CN': '这里只能创建 InPost 货件。DPD 和 GLS 请在将订单标记为已发货时填写运单号。',
    'de-DE':
      'Hier werden nur InPost-Sendungen erstellt. Für DPD und GLS geben Sie die Sendungsnummer ein, wenn Sie die Bestellung als versandt markieren.',
    'sv-SE':
      'Här skapas försändelser bara för InPost. För DPD och GLS anger du fraktsedelnumret när du markerar beställningen som skickad.',
    'nb-NO':
      'Her opprettes sendinger bare for InPost. For DPD og GLS oppgir du fraktbrevnummeret når du markerer bestillingen som sendt.',
  },
  shipmentExists: {
    'en-US': 'This order already has a shipment. Cancel it first to create another.',
    'pl-PL': 'To zamówienie ma już przesyłkę. Anuluj ją, aby utworzyć nową.',
    'zh-CN': '该订单已有货件。请先取消再创建新的。',
    'de-DE':
      'Diese Bestellung hat bereits eine Sendung. Stornieren Sie sie zuerst, um eine neue zu erstellen.',
    'sv-SE':
      'Den här beställningen har redan en försändelse. Avbryt den först för att skapa en ny.',
    'nb-NO':
      'Denne bestillingen har allerede en sending. Kanseller den først for å opprette en ny.',
  },
  shipmentOrderState: {
    'en-US':
      'A shipment can be created for a paid (or cash-on-delivery) order that has not been shipped yet.',
    'pl-PL':
      'Przesyłkę można utworzyć dla opłaconego (lub za pobraniem) zamówienia, które nie zostało jeszcze wysłane.',
    'zh-CN': '只能为已付款（或货到付款）且尚未发货的订单创建货件。',
    'de-DE':
      'Eine Sendung kann für eine bezahlte (oder Nachnahme-)Bestellung erstellt werden, die noch nicht versandt ist.',
    'sv-SE':
      'En försändelse kan skapas för en betald beställning (eller mot postförskott) som inte har skickats ännu.',
    'nb-NO':
      'En sending kan opprettes for en betalt bestilling (eller med oppkrav) som ikke er sendt ennå.',
  },
  labelNotReady: {
    'en-US':
      'The label is ready once InPost confirms the shipment, usually within a minute. Try again shortly.',
    'pl-PL':
      'Etykieta będzie gotowa, gdy InPost potwierdzi przesyłkę, zwykle w ciągu minuty. Spróbuj za chwilę.',
    'zh-CN': 'InPost 确认货件后（通常一分钟内）即可获取面单。请稍后再试。',
    'de-DE':
      'Das Etikett ist fertig, sobald InPost die Sendung bestätigt, meist innerhalb einer Minute. Versuchen Sie es gleich noch einmal.',
    'sv-SE':
      'Etiketten är klar när InPost har bekräftat försändelsen, oftast inom en minut. Försök igen strax.',
    'nb-NO':
      'Etiketten er klar når InPost har bekreftet sendingen, vanligvis innen et minutt. Prøv igjen om litt.',
  },
  labelsNotReady: {
    'en-US': 'These orders have no label yet: {numbers}.',
    'pl-PL': 'Te zamówienia nie mają jeszcze etykiety: {numbers}.',
    'zh-CN': '这些订单还没有面单：{numbers}。',
    'de-DE': 'Diese Bestellungen haben noch kein Etikett: {numbers}.',
    'sv-SE': 'De här beställningarna har ingen etikett än: {numbers}.',
    'nb-NO': 'Disse bestillingene har ingen etikett ennå: {numbers}.',
  },
  shipmentNotCancellable: {
    'en-US': 'InPost no longer allows cancelling this shipment.',
    'pl-PL': 'InPost nie pozwala już anulować tej przesyłki.',
    'zh-CN': 'InPost 已不允许取消该货件。',
    'de-DE': 'InPost erlaubt das Stornieren dieser Sendung nicht mehr.',
    'sv-SE': 'InPost tillåter inte längre att försändelsen avbryts.',
    'nb-NO': 'InPost tillater ikke lenger at sendingen kanselleres.',
  },
  shipmentBlocksCancel: {
    'en-US':
      'Cancel this order’s InPost shipment first. A shipment InPost has already confirmed can only be cancelled by InPost.',
    'pl-PL':
      'Najpierw anuluj przesyłkę InPost tego zamówienia. Przesyłkę potwierdzoną już przez InPost może anulować tylko InPost.',
    'zh-CN': '请先取消该订单的 InPost 货件。InPost 已确认的货件只能由 InPost 取消。',
    'de-DE':
      'Stornieren Sie zuerst die InPost-Sendung dieser Bestellung. Eine von InPost bereits bestätigte Sendung kann nur InPost stornieren.',
    'sv-SE':
      'Avbryt först beställningens InPost-försändelse. En försändelse som InPost redan har bekräftat kan bara InPost avbryta.',
    'nb-NO':
      'Kanseller først bestillingens InPost-sending. En sending som InPost allerede har bekreftet, kan bare InPost kansellere.',
  },
  noShipment: {
    'en-US': 'This order has no shipment.',
    'pl-PL': 'To zamówienie nie ma przesyłki.',
    'zh-CN': '该订单没有货件。',
    'de-DE': 'Diese Bestellung hat keine Sendung.',
    'sv-SE': 'Den här beställningen har ingen försändelse.',
    'nb-NO': 'Denne bestillingen har ingen sending.',
  },
} satisfies Record<string, Record<Locale, string>>;
