import type { Locale } from '@kramik/contract';

/** Messages of the administrators' users screens and of makers' visibility (issue 20). */
export const usersMessages = {
  lastAdmin: {
    'en-US':
      'This is the last active administrator: they cannot be blocked or lose the administrator role. Make another administrator first.',
    'pl-PL':
      'To ostatni aktywny administrator: nie można go zablokować ani odebrać mu roli administratora. Najpierw nadaj ją komuś innemu.',
    'zh-CN': '这是最后一位活跃的管理员：不能封禁或取消其管理员角色。请先任命另一位管理员。',
    'de-DE':
      'Dies ist der letzte aktive Administrator: Er kann weder gesperrt werden noch die Administratorrolle verlieren. Ernennen Sie zuerst einen anderen Administrator.',
    'sv-SE':
      'Det här är den sista aktiva administratören: hen kan inte spärras eller förlora administratörsrollen. Utse en annan administratör först.',
    'nb-NO':
      'Dette er den siste aktive administratoren: vedkommende kan ikke sperres eller miste administratorrollen. Utnevn en annen administrator først.',
  },
  companyAlreadyApproved: {
    'en-US': 'This company is already approved.',
    'pl-PL': 'Ta firma jest już zatwierdzona.',
    'zh-CN': '该公司已通过审核。',
    'de-DE': 'Dieses Unternehmen ist bereits freigegeben.',
    'sv-SE': 'Företaget är redan godkänt.',
    'nb-NO': 'Firmaet er allerede godkjent.',
  },
  productNotListed: {
    'en-US':
      '“{name}” is not available at the moment and cannot be ordered. Remove it from the cart to continue.',
    'pl-PL':
      '„{name}” jest obecnie niedostępny i nie można go zamówić. Usuń go z koszyka, aby kontynuować.',
    'zh-CN': '“{name}”目前不可购买。请将其从购物车中移除后继续。',
    'de-DE':
      '„{name}“ ist derzeit nicht verfügbar und kann nicht bestellt werden. Entfernen Sie es aus dem Warenkorb, um fortzufahren.',
    'sv-SE':
      '”{name}” är inte tillgänglig just nu och kan inte beställas. Ta bort den ur varukorgen för att fortsätta.',
    'nb-NO':
      '«{name}» er ikke tilgjengelig for øyeblikket og kan ikke bestilles. Fjern den fra handlekurven for å fortsette.',
  },
  productNotAvailable: {
    'en-US': 'This product is not available at the moment and cannot be ordered.',
    'pl-PL': 'Ten produkt jest obecnie niedostępny i nie można go zamówić.',
    'zh-CN': '该商品目前不可购买。',
    'de-DE': 'Dieses Produkt ist derzeit nicht verfügbar und kann nicht bestellt werden.',
    'sv-SE': 'Produkten är inte tillgänglig just nu och kan inte beställas.',
    'nb-NO': 'Dette produktet er ikke tilgjengelig for øyeblikket og kan ikke bestilles.',
  },
} satisfies Record<string, Record<Locale, string>>;
