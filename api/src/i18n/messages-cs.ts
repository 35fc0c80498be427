/**
 * The server's own texts, Czech first (the source language), in ICU message format.
 * Keep ids stable: widgets may show these `detail` texts as they are.
 */
export const messagesCs = {
  'api.not_authenticated': 'Nejste přihlášeni.',
  'api.no_permission': 'Nemáte oprávnění k přístupu na tuto stránku.',
  'api.csrf_failed': 'Ověření CSRF selhalo: token chybí nebo je nesprávný.',
  'api.invalid_credentials': 'Zadaný e-mail nebo heslo není správné.',
  'api.too_many_requests': 'Příliš mnoho pokusů. Zkuste to prosím znovu za {seconds} s.',
  'api.not_found': 'Stránka nebyla nalezena.',
  'api.invalid_request_body': 'Tělo požadavku není platný JSON.',
  'api.invalid_type': 'Neplatná hodnota.',
  'api.host_not_allowed': 'Adresa serveru v požadavku není povolená.',
  'api.too_many_mails': 'Na tuto e-mailovou adresu jsme v poslední hodině poslali příliš mnoho zpráv. Zkuste to prosím později.',
  'api.too_busy': 'Formulář teď odesílá příliš mnoho lidí. Zkuste to prosím za chvíli.',
  'api.form_refused': 'Formulář se nepodařilo odeslat. Obnovte prosím stránku a zkuste to znovu.',
  'api.login_backoff': 'Příliš mnoho nesprávných pokusů o přihlášení k tomuto účtu. Zkuste to prosím znovu za {seconds} s.',
  'service.too_many_open_bookings': 'Na tento e-mail nebo telefon už máte nejvíc otevřených rezervací (počet: {count}). Další vytvoříte, až některou vyřídíme nebo zrušíte.',
  'api.server_error': 'Na serveru došlo k chybě. Zkuste to prosím později.',
  'service.device_not_found': 'Zařízení nebylo nalezeno.',
  'service.center_not_found': 'Servisní centrum nebylo nalezeno.',
  'service.order_not_found': 'Servisní zakázka nebyla nalezena. Zkontrolujte číslo zakázky a e-mail nebo telefon.',
  'service.operation_unknown': 'Vybraná oprava není v nabídce.',
  'service.operations_of_one_device': 'Vyberte opravy jednoho zařízení.',
  'service.colour_mismatch': 'Barva nepatří k vybranému zařízení.',
  'service.center_unknown': 'Vyberte servisní centrum ze seznamu.',
  'service.slot_unavailable': 'Tento termín není k dispozici. Vyberte prosím jiný.',
  'service.slot_full': 'Vybraný termín se mezitím zaplnil. Vyberte prosím jiný.',
  'service.status_change_not_allowed': 'Zakázku ve stavu „{from}“ nelze převést do stavu „{to}“.',
  'service.status.booked': 'Objednáno',
  'service.status.received': 'Přijato do servisu',
  'service.status.in_repair': 'V opravě',
  'service.status.ready_for_pickup': 'Připraveno k vyzvednutí',
  'service.status.picked_up': 'Vyzvednuto',
  'service.status.cancelled': 'Zrušeno',
  'service.confirmation_mail.subject': 'Potvrzení servisní zakázky {number}',
  'service.confirmation_mail.text': 'Dobrý den, {name},\n\nděkujeme za objednávku servisu. Číslo vaší zakázky je {number}.\n\nZařízení: {device}\nOpravy:\n{operations}\nCelkem: {total}\n\nServisní centrum: {center}\nTermín: {date} v {time}\n\nStav zakázky sledujte zde: {link}\nZakázku najdete i později na {servicePage} podle čísla zakázky a e-mailu nebo telefonu.',
  'service.status_mail.subject': 'Servisní zakázka {number}: {status}',
  'service.status_mail.text': 'Dobrý den, {name},\n\nvaše servisní zakázka {number} ({device}) je nyní ve stavu: {status}.\n\nStav zakázky sledujte odkazem z potvrzovacího e-mailu, nebo na {servicePage} podle čísla zakázky a e-mailu nebo telefonu.',
  'buyout.unknown_device': 'Toto zařízení nevykupujeme. Vyberte prosím jiné.',
  'buyout.no_appraisal': 'Pro toto zařízení zatím nemáme nacenění.',
  'buyout.prices_changed': 'Ceny výkupu se mezitím změnily. Zkontrolujte prosím nové nacenění a odešlete formulář znovu.',
  'buyout.no_quality': 'Produkt nemá definovanou kvalitu, a proto nelze výkup dokončit.',
  'buyout.no_counter_offer': 'Tento výkup nečeká na vaši odpověď na novou nabídku.',
  'buyout.status_change_refused': 'Výkup ve stavu {from} nelze převést do stavu {to}.',
  'buyout.sale_repeated': 'Tento prodej už byl odeslán a výkup je založený. Jeho stav najdete odkazem z potvrzovacího e-mailu; další zařízení prodáte z jeho stránky s naceněním.',
  'buyout.imei_open': 'Zařízení s tímto IMEI už u nás výkup má a ten ještě neskončil. Stav najdete odkazem z potvrzovacího e-mailu.',
  'buyout.accepted_mail.subject': 'Přijatá nová cena k výkupu č. {id}',
  'buyout.accepted_mail.text':
    'Dobrý den,\n\nděkujeme, přijali jste novou nabídku. Za zařízení {device} vám zaplatíme {price} (původní cena byla {originalPrice}).\n\nStav výkupu č. {id} sledujte odkazem z e-mailu, kterým jsme výkup potvrdili.',
  'buyout.mail_failed': 'E-mail se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.',
  'buyout.offer_mail.subject': 'Nabídka výkupu: {device}',
  'buyout.offer_mail.text':
    'Dobrý den,\n\nza zařízení {device} v kvalitě {quality} vám nabízíme {price}.\n\nNabídku s vašimi odpověďmi znovu otevřete zde:\n{link}\n\nCena platí, dokud se nezmění ceník výkupu.',
  'buyout.sale_mail.subject': 'Potvrzení výkupu č. {id}',
  'buyout.sale_mail.text':
    'Dobrý den, {name},\n\nděkujeme, že jste nám prodali zařízení {device} v kvalitě {quality} za {price}.\n\nVýkup má číslo {id}. Jeho stav můžete sledovat zde:\n{link}\n\nKurýr vás bude kontaktovat kvůli vyzvednutí zařízení.',
  'buyout.counter_offer_mail.subject': 'Nová nabídka k výkupu č. {id}',
  'buyout.counter_offer_mail.text':
    'Dobrý den,\n\npo kontrole zařízení {device} vám za něj nabízíme {price}.\n\nNabídku přijmete nebo odmítnete na stránce výkupu č. {id}. Odkaz na ni najdete v e-mailu, kterým jsme výkup potvrdili.',
} as const;

export type ServerMessageId = keyof typeof messagesCs;
