/**
 * The hosted payment page's own words, in the languages of the widget (the
 * Partner API shares no code with it). The link's `lang` parameter picks
 * one; `{name}` placeholders are filled by `paymentWords`.
 */
const en = {
  sandbox: 'Sandbox payment page: no real money moves.',
  details: 'Order details', order: 'Order', valid: 'Valid', vehicle: 'Vehicle',
  vehicleN: 'Vehicle {n}', productN: 'Product {n}', amount: 'Amount',
  total: 'Total', pay: 'Pay {amount}', method: 'Payment method',
  card: 'Card (Stripe)', simulateFail: 'Simulate failed payment', summary: '{name} for {plates}',
  externalTitle: 'Payment {ref}', linkUntil: 'This link works until {until}.', reference: 'Reference',
  chooseMethod: 'Choose one of the payment methods below.',
  received: 'Payment received', receivedHeading: 'Payment received — you can close this window',
  receivedOrder:
    'We received {amount} for order {id}. Your confirmation follows as soon as the national provider has ' +
    'registered the vehicle.',
  receivedExternal: 'We received {amount} for reference {ref}.',
  failed: 'Payment failed', failedText: 'The payment of {amount} did not go through and nothing was charged.',
  tryAgain: 'Try again',
  covered: 'Vehicle already covered', coveredHeading: 'This vehicle is already covered',
  coveredText:
    '{vehicles} already has this product for an overlapping period, so this order was not paid and ' +
    'nothing was charged.',
  expired: 'Payment link expired', expiredHeading: 'This payment link has expired',
  nothingCharged: 'Nothing was charged. Start a new order on the site you came from.',
  notPayable: 'Order cannot be paid', notPayableHeading: 'This order can no longer be paid',
  unknown: 'Payment link not found',
  unknownText: 'This payment link does not exist. Check that you opened the whole link from the site you came from.',
};

export type PaymentWordKey = keyof typeof en;
type Words = Record<PaymentWordKey, string>;

const de: Words = {
  sandbox: 'Test-Zahlungsseite: Es fließt kein echtes Geld.',
  details: 'Bestelldetails', order: 'Bestellung', valid: 'Gültig', vehicle: 'Fahrzeug',
  vehicleN: 'Fahrzeug {n}', productN: 'Produkt {n}', amount: 'Betrag',
  total: 'Gesamt', pay: '{amount} bezahlen', method: 'Zahlungsart',
  card: 'Karte (Stripe)', simulateFail: 'Fehlgeschlagene Zahlung simulieren', summary: '{name} für {plates}',
  externalTitle: 'Zahlung {ref}', linkUntil: 'Dieser Link gilt bis {until}.', reference: 'Referenz',
  chooseMethod: 'Wählen Sie unten eine Zahlungsart.',
  received: 'Zahlung erhalten', receivedHeading: 'Zahlung erhalten – Sie können dieses Fenster schließen',
  receivedOrder:
    'Wir haben {amount} für die Bestellung {id} erhalten. Ihre Bestätigung folgt, sobald der nationale ' +
    'Anbieter das Fahrzeug registriert hat.',
  receivedExternal: 'Wir haben {amount} für die Referenz {ref} erhalten.',
  failed:
    'Zahlung fehlgeschlagen', failedText: 'Die Zahlung von {amount} ist nicht durchgegangen; es wurde ' +
    'nichts abgebucht.',
  tryAgain: 'Erneut versuchen',
  covered: 'Fahrzeug bereits abgedeckt', coveredHeading: 'Dieses Fahrzeug ist bereits abgedeckt',
  coveredText:
    '{vehicles} hat dieses Produkt bereits für einen überschneidenden Zeitraum; die Bestellung wurde ' +
    'daher nicht bezahlt und nichts abgebucht.',
  expired: 'Zahlungslink abgelaufen', expiredHeading: 'Dieser Zahlungslink ist abgelaufen',
  nothingCharged: 'Es wurde nichts abgebucht. Beginnen Sie eine neue Bestellung auf der Website, von der Sie kamen.',
  notPayable: 'Bestellung nicht bezahlbar', notPayableHeading: 'Diese Bestellung kann nicht mehr bezahlt werden',
  unknown: 'Zahlungslink nicht gefunden',
  unknownText: 'Diesen Zahlungslink gibt es nicht. Prüfen Sie, ob Sie den ganzen Link von der Website geöffnet haben.',
};

const fr: Words = {
  sandbox: 'Page de paiement de test : aucun argent réel n’est débité.',
  details: 'Détails de la commande', order: 'Commande', valid: 'Validité', vehicle: 'Véhicule',
  vehicleN: 'Véhicule {n}', productN: 'Produit {n}', amount: 'Montant',
  total: 'Total', pay: 'Payer {amount}', method: 'Moyen de paiement',
  card: 'Carte (Stripe)', simulateFail: 'Simuler un paiement refusé', summary: '{name} pour {plates}',
  externalTitle: 'Paiement {ref}', linkUntil: 'Ce lien est valable jusqu’au {until}.', reference: 'Référence',
  chooseMethod: 'Choisissez l’un des moyens de paiement ci-dessous.',
  received: 'Paiement reçu', receivedHeading: 'Paiement reçu — vous pouvez fermer cette fenêtre',
  receivedOrder:
    'Nous avons reçu {amount} pour la commande {id}. Votre confirmation suit dès que le prestataire ' +
    'national a enregistré le véhicule.',
  receivedExternal: 'Nous avons reçu {amount} pour la référence {ref}.',
  failed: 'Paiement refusé', failedText: 'Le paiement de {amount} n’a pas abouti et rien n’a été débité.',
  tryAgain: 'Réessayer',
  covered: 'Véhicule déjà couvert', coveredHeading: 'Ce véhicule est déjà couvert',
  coveredText:
    '{vehicles} a déjà ce produit pour une période qui se chevauche ; cette commande n’a donc pas été ' +
    'payée et rien n’a été débité.',
  expired: 'Lien de paiement expiré', expiredHeading: 'Ce lien de paiement a expiré',
  nothingCharged: 'Rien n’a été débité. Passez une nouvelle commande sur le site d’où vous venez.',
  notPayable: 'Commande non payable', notPayableHeading: 'Cette commande ne peut plus être payée',
  unknown: 'Lien de paiement introuvable',
  unknownText:
    'Ce lien de paiement n’existe pas. Vérifiez que vous avez ouvert le lien complet depuis le site d’origine.',
};

const it: Words = {
  sandbox: 'Pagina di pagamento di prova: non si muove denaro reale.',
  details: 'Dettagli dell’ordine', order: 'Ordine', valid: 'Validità', vehicle: 'Veicolo',
  vehicleN: 'Veicolo {n}', productN: 'Prodotto {n}', amount: 'Importo',
  total: 'Totale', pay: 'Paga {amount}', method: 'Metodo di pagamento',
  card: 'Carta (Stripe)', simulateFail: 'Simula un pagamento non riuscito', summary: '{name} per {plates}',
  externalTitle: 'Pagamento {ref}', linkUntil: 'Questo link è valido fino al {until}.', reference: 'Riferimento',
  chooseMethod: 'Scegli uno dei metodi di pagamento qui sotto.',
  received: 'Pagamento ricevuto', receivedHeading: 'Pagamento ricevuto: puoi chiudere questa finestra',
  receivedOrder:
    'Abbiamo ricevuto {amount} per l’ordine {id}. La conferma arriva appena il fornitore nazionale ha ' +
    'registrato il veicolo.',
  receivedExternal: 'Abbiamo ricevuto {amount} per il riferimento {ref}.',
  failed:
    'Pagamento non riuscito', failedText: 'Il pagamento di {amount} non è andato a buon fine e non è ' +
    'stato addebitato nulla.',
  tryAgain: 'Riprova',
  covered: 'Veicolo già coperto', coveredHeading: 'Questo veicolo è già coperto',
  coveredText:
    '{vehicles} ha già questo prodotto per un periodo sovrapposto, quindi l’ordine non è stato pagato e ' +
    'non è stato addebitato nulla.',
  expired: 'Link di pagamento scaduto', expiredHeading: 'Questo link di pagamento è scaduto',
  nothingCharged: 'Non è stato addebitato nulla. Inizia un nuovo ordine sul sito da cui provieni.',
  notPayable: 'Ordine non pagabile', notPayableHeading: 'Questo ordine non può più essere pagato',
  unknown: 'Link di pagamento non trovato',
  unknownText:
    'Questo link di pagamento non esiste. Controlla di aver aperto il link completo dal sito di provenienza.',
};

const cs: Words = {
  sandbox: 'Testovací platební stránka: žádné skutečné peníze se nepřevádějí.',
  details: 'Podrobnosti objednávky', order: 'Objednávka', valid: 'Platnost', vehicle: 'Vozidlo',
  vehicleN: 'Vozidlo {n}', productN: 'Produkt {n}', amount: 'Částka',
  total: 'Celkem', pay: 'Zaplatit {amount}', method: 'Způsob platby',
  card: 'Karta (Stripe)', simulateFail: 'Simulovat neúspěšnou platbu', summary: '{name} pro {plates}',
  externalTitle: 'Platba {ref}', linkUntil: 'Tento odkaz platí do {until}.', reference: 'Reference',
  chooseMethod: 'Vyberte jeden ze způsobů platby níže.',
  received: 'Platba přijata', receivedHeading: 'Platba přijata — toto okno můžete zavřít',
  receivedOrder:
    'Přijali jsme {amount} za objednávku {id}. Potvrzení pošleme, jakmile národní poskytovatel vozidlo zaregistruje.',
  receivedExternal: 'Přijali jsme {amount} pro referenci {ref}.',
  failed: 'Platba se nezdařila', failedText: 'Platba {amount} neproběhla a nic vám nebylo strženo.',
  tryAgain: 'Zkusit znovu',
  covered: 'Vozidlo už je pokryto', coveredHeading: 'Toto vozidlo už je pokryto',
  coveredText:
    '{vehicles} už má tento produkt na překrývající se období, proto objednávka nebyla zaplacena a nic nebylo strženo.',
  expired: 'Platební odkaz vypršel', expiredHeading: 'Platnost tohoto platebního odkazu vypršela',
  nothingCharged: 'Nic vám nebylo strženo. Začněte novou objednávku na webu, ze kterého jste přišli.',
  notPayable: 'Objednávku nelze zaplatit', notPayableHeading: 'Tuto objednávku už nelze zaplatit',
  unknown: 'Platební odkaz nenalezen',
  unknownText:
    'Tento platební odkaz neexistuje. Zkontrolujte, že jste otevřeli celý odkaz z webu, ze kterého jste přišli.',
};

const sk: Words = {
  sandbox: 'Testovacia platobná stránka: neprevádzajú sa žiadne skutočné peniaze.',
  details: 'Podrobnosti objednávky', order: 'Objednávka', valid: 'Platnosť', vehicle: 'Vozidlo',
  vehicleN: 'Vozidlo {n}', productN: 'Produkt {n}', amount: 'Suma',
  total: 'Spolu', pay: 'Zaplatiť {amount}', method: 'Spôsob platby',
  card: 'Karta (Stripe)', simulateFail: 'Simulovať neúspešnú platbu', summary: '{name} pre {plates}',
  externalTitle: 'Platba {ref}', linkUntil: 'Tento odkaz platí do {until}.', reference: 'Referencia',
  chooseMethod: 'Vyberte jeden zo spôsobov platby nižšie.',
  received: 'Platba prijatá', receivedHeading: 'Platba prijatá — toto okno môžete zavrieť',
  receivedOrder:
    'Prijali sme {amount} za objednávku {id}. Potvrdenie pošleme, keď národný poskytovateľ vozidlo zaregistruje.',
  receivedExternal: 'Prijali sme {amount} pre referenciu {ref}.',
  failed: 'Platba zlyhala', failedText: 'Platba {amount} neprebehla a nič vám nebolo stiahnuté.',
  tryAgain: 'Skúsiť znova',
  covered: 'Vozidlo je už pokryté', coveredHeading: 'Toto vozidlo je už pokryté',
  coveredText:
    '{vehicles} už má tento produkt na prekrývajúce sa obdobie, preto objednávka nebola zaplatená a nič ' +
    'nebolo stiahnuté.',
  expired: 'Platobný odkaz vypršal', expiredHeading: 'Platnosť tohto platobného odkazu vypršala',
  nothingCharged: 'Nič vám nebolo stiahnuté. Začnite novú objednávku na webe, z ktorého ste prišli.',
  notPayable: 'Objednávku nemožno zaplatiť', notPayableHeading: 'Túto objednávku už nemožno zaplatiť',
  unknown: 'Platobný odkaz sa nenašiel',
  unknownText:
    'Tento platobný odkaz neexistuje. Skontrolujte, či ste otvorili celý odkaz z webu, z ktorého ste prišli.',
};

const hu: Words = {
  sandbox: 'Teszt fizetési oldal: valódi pénz nem mozdul.',
  details: 'Rendelés részletei', order: 'Rendelés', valid: 'Érvényes', vehicle: 'Jármű',
  vehicleN: '{n}. jármű', productN: '{n}. termék', amount: 'Összeg',
  total: 'Összesen', pay: '{amount} fizetése', method: 'Fizetési mód',
  card: 'Bankkártya (Stripe)', simulateFail: 'Sikertelen fizetés szimulálása', summary: '{name} – {plates}',
  externalTitle: 'Fizetés: {ref}', linkUntil: 'A link eddig érvényes: {until}.', reference: 'Hivatkozás',
  chooseMethod: 'Válasszon az alábbi fizetési módok közül.',
  received: 'Fizetés beérkezett', receivedHeading: 'A fizetés beérkezett – bezárhatja ezt az ablakot',
  receivedOrder:
    'Megkaptuk a(z) {id} rendelés {amount} összegét. A visszaigazolást azután küldjük, hogy az országos ' +
    'szolgáltató regisztrálta a járművet.',
  receivedExternal: 'Megkaptuk a(z) {ref} hivatkozású {amount} összeget.',
  failed: 'Sikertelen fizetés', failedText: 'A(z) {amount} összegű fizetés nem sikerült, semmit sem vontunk le.',
  tryAgain: 'Újra',
  covered: 'A jármű már rendelkezik termékkel', coveredHeading: 'Ez a jármű már rendelkezik ezzel a termékkel',
  coveredText:
    '{vehicles} már rendelkezik ezzel a termékkel egy átfedő időszakra, ezért a rendelést nem fizettük ' +
    'ki, és semmit sem vontunk le.',
  expired: 'Lejárt fizetési link', expiredHeading: 'Ez a fizetési link lejárt',
  nothingCharged: 'Semmit sem vontunk le. Indítson új rendelést azon a webhelyen, ahonnan érkezett.',
  notPayable: 'A rendelés nem fizethető', notPayableHeading: 'Ez a rendelés már nem fizethető ki',
  unknown: 'A fizetési link nem található',
  unknownText:
    'Ez a fizetési link nem létezik. Ellenőrizze, hogy a teljes linket nyitotta-e meg a webhelyről, ahonnan érkezett.',
};

const sl: Words = {
  sandbox: 'Preizkusna plačilna stran: pravi denar se ne prenaša.',
  details: 'Podrobnosti naročila', order: 'Naročilo', valid: 'Velja', vehicle: 'Vozilo',
  vehicleN: 'Vozilo {n}', productN: 'Izdelek {n}', amount: 'Znesek',
  total: 'Skupaj', pay: 'Plačaj {amount}', method: 'Način plačila',
  card: 'Kartica (Stripe)', simulateFail: 'Simuliraj neuspelo plačilo', summary: '{name} za {plates}',
  externalTitle: 'Plačilo {ref}', linkUntil: 'Ta povezava velja do {until}.', reference: 'Sklic',
  chooseMethod: 'Izberite enega od spodnjih načinov plačila.',
  received: 'Plačilo prejeto', receivedHeading: 'Plačilo prejeto — to okno lahko zaprete',
  receivedOrder: 'Prejeli smo {amount} za naročilo {id}. Potrdilo sledi, ko nacionalni ponudnik registrira vozilo.',
  receivedExternal: 'Prejeli smo {amount} za sklic {ref}.',
  failed: 'Plačilo ni uspelo', failedText: 'Plačilo zneska {amount} ni uspelo in ničesar vam nismo zaračunali.',
  tryAgain: 'Poskusi znova',
  covered: 'Vozilo je že pokrito', coveredHeading: 'To vozilo je že pokrito',
  coveredText:
    '{vehicles} že ima ta izdelek za obdobje, ki se prekriva, zato naročilo ni bilo plačano in ničesar ' +
    'vam nismo zaračunali.',
  expired: 'Plačilna povezava je potekla', expiredHeading: 'Ta plačilna povezava je potekla',
  nothingCharged: 'Ničesar vam nismo zaračunali. Začnite novo naročilo na spletnem mestu, s katerega ste prišli.',
  notPayable: 'Naročila ni mogoče plačati', notPayableHeading: 'Tega naročila ni več mogoče plačati',
  unknown: 'Plačilne povezave ni mogoče najti',
  unknownText:
    'Ta plačilna povezava ne obstaja. Preverite, ali ste odprli celotno povezavo s spletnega mesta, s ' +
    'katerega ste prišli.',
};

const ro: Words = {
  sandbox: 'Pagină de plată de test: nu se transferă bani reali.',
  details: 'Detaliile comenzii', order: 'Comandă', valid: 'Valabilitate', vehicle: 'Vehicul',
  vehicleN: 'Vehiculul {n}', productN: 'Produsul {n}', amount: 'Sumă',
  total: 'Total', pay: 'Plătiți {amount}', method: 'Metodă de plată',
  card: 'Card (Stripe)', simulateFail: 'Simulați o plată eșuată', summary: '{name} pentru {plates}',
  externalTitle: 'Plata {ref}', linkUntil: 'Acest link este valabil până la {until}.', reference: 'Referință',
  chooseMethod: 'Alegeți una dintre metodele de plată de mai jos.',
  received: 'Plată primită', receivedHeading: 'Plată primită — puteți închide această fereastră',
  receivedOrder:
    'Am primit {amount} pentru comanda {id}. Confirmarea urmează imediat ce furnizorul național a ' +
    'înregistrat vehiculul.',
  receivedExternal: 'Am primit {amount} pentru referința {ref}.',
  failed: 'Plata a eșuat', failedText: 'Plata de {amount} nu a reușit și nu vi s-a retras nimic.',
  tryAgain: 'Reîncercați',
  covered: 'Vehicul deja acoperit', coveredHeading: 'Acest vehicul este deja acoperit',
  coveredText:
    '{vehicles} are deja acest produs pentru o perioadă care se suprapune, așa că această comandă nu a ' +
    'fost plătită și nu vi s-a retras nimic.',
  expired: 'Link de plată expirat', expiredHeading: 'Acest link de plată a expirat',
  nothingCharged: 'Nu vi s-a retras nimic. Începeți o comandă nouă pe site-ul de pe care ați venit.',
  notPayable: 'Comanda nu poate fi plătită', notPayableHeading: 'Această comandă nu mai poate fi plătită',
  unknown: 'Linkul de plată nu a fost găsit',
  unknownText:
    'Acest link de plată nu există. Verificați dacă ați deschis linkul complet de pe site-ul de pe care ați venit.',
};

const bg: Words = {
  sandbox: 'Тестова страница за плащане: не се превеждат истински пари.',
  details:
    'Подробности за поръчката', order: 'Поръчка', valid: 'Валидност', vehicle: 'Превозно средство',
  vehicleN: 'Превозно средство {n}', productN: 'Продукт {n}', amount: 'Сума',
  total: 'Общо', pay: 'Платете {amount}', method: 'Начин на плащане',
  card: 'Карта (Stripe)', simulateFail: 'Симулирайте неуспешно плащане', summary: '{name} за {plates}',
  externalTitle: 'Плащане {ref}', linkUntil: 'Връзката е валидна до {until}.', reference: 'Референция',
  chooseMethod: 'Изберете един от начините на плащане по-долу.',
  received: 'Плащането е получено', receivedHeading: 'Плащането е получено — можете да затворите този прозорец',
  receivedOrder:
    'Получихме {amount} за поръчка {id}. Потвърждението ще последва, щом националният доставчик ' +
    'регистрира превозното средство.',
  receivedExternal: 'Получихме {amount} за референция {ref}.',
  failed: 'Неуспешно плащане', failedText: 'Плащането на {amount} не премина и не е удържано нищо.',
  tryAgain: 'Опитайте отново',
  covered: 'Превозното средство вече е покрито', coveredHeading: 'Това превозно средство вече е покрито',
  coveredText:
    '{vehicles} вече има този продукт за застъпващ се период, затова поръчката не е платена и не е удържано нищо.',
  expired: 'Връзката за плащане е изтекла', expiredHeading: 'Тази връзка за плащане е изтекла',
  nothingCharged: 'Не е удържано нищо. Започнете нова поръчка в сайта, от който дойдохте.',
  notPayable: 'Поръчката не може да бъде платена', notPayableHeading: 'Тази поръчка вече не може да бъде платена',
  unknown: 'Връзката за плащане не е намерена',
  unknownText:
    'Тази връзка за плащане не съществува. Проверете дали сте отворили цялата връзка от сайта, от който дойдохте.',
};

export const PAYMENT_CATALOGUES: Readonly<Record<string, Words>> = { en, de, fr, it, cs, sk, hu, sl, ro, bg };

export interface PaymentWords {
  /** BCP 47 tag for `<html lang>` and Intl: the requested one when its language is here, else `en`. */
  locale: string;
  /** `?lang=…` for this page's own forms and links, so the next page keeps the language; empty when none was asked. */
  query: string;
  /** Set when a page of the partner's registered origin frames this one (payment-frame.ts): it hears the result. */
  frame?: { origin: string };
  /**
   * `?scheme=light|dark|contrast`: the framing widget's own, which the page takes instead of the browser's (a dark
   * widget on a light system would otherwise open a white sheet, a high-contrast one an ordinary sheet); null: the
   * browser's.
   */
  scheme: 'light' | 'dark' | 'contrast' | null;
  t(key: PaymentWordKey, params?: Record<string, string | number>): string;
  /** The message around its placeholders: words at even indexes, placeholder names at odd ones (for markup in them). */
  parts(key: PaymentWordKey): string[];
}

/** Any BCP 47 tag; unknown or malformed ones get English, never an error page. Any other scheme is the browser's. */
export function paymentWords(requested: string | undefined, asked?: string): PaymentWords {
  let locale = 'en';
  try {
    const tag = Intl.getCanonicalLocales(requested ?? 'en')[0];
    if (tag && tag.split('-')[0]!.toLowerCase() in PAYMENT_CATALOGUES) locale = tag;
  } catch {
    // Not a BCP 47 tag: English.
  }
  const words = PAYMENT_CATALOGUES[locale.split('-')[0]!.toLowerCase()] ?? en;
  const scheme = asked === 'light' || asked === 'dark' || asked === 'contrast' ? asked : null;
  const query = [requested === undefined ? '' : `lang=${locale}`, scheme ? `scheme=${scheme}` : ''].filter(Boolean).join('&');
  return {
    locale,
    scheme,
    query: query && `?${query}`,
    t: (key, params) => words[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole),
    parts: (key) => words[key].split(/\{(\w+)\}/),
  };
}
