import type { ProductLanguage } from '../../contract/product-texts/product-texts.ts';

/**
 * The confirmation PDF's own words in the languages of the product texts;
 * `{name}` placeholders are filled by `confirmationPdf`.
 */
const en = {
  title: 'Confirmation {id}',
  registration: 'National road-use registration',
  sandbox: 'SANDBOX CONFIRMATION – NOT VALID FOR TRAVEL',
  plate: 'Licence plate: {plate} ({country}), {vehicle}',
  valid: 'Valid from {from} to {to} (inclusive)',
  provider: 'Provider registration id: {id}',
  order: 'Order: {id}',
  issued: 'Issued: {at}',
};

export type ConfirmationWords = typeof en;

export const CONFIRMATION_WORDS: Readonly<Record<ProductLanguage, ConfirmationWords>> = {
  en,
  de: {
    title: 'Bestätigung {id}',
    registration: 'Nationale Registrierung für die Straßenbenutzung',
    sandbox: 'TEST-BESTÄTIGUNG – NICHT GÜLTIG FÜR DIE FAHRT',
    plate: 'Kennzeichen: {plate} ({country}), {vehicle}',
    valid: 'Gültig vom {from} bis {to} (einschließlich)',
    provider: 'Registrierungsnummer beim Anbieter: {id}',
    order: 'Bestellung: {id}',
    issued: 'Ausgestellt: {at}',
  },
  fr: {
    title: 'Confirmation {id}',
    registration: 'Enregistrement national pour l’usage des routes',
    sandbox: 'CONFIRMATION DE TEST – NON VALABLE POUR VOYAGER',
    plate: 'Plaque d’immatriculation : {plate} ({country}), {vehicle}',
    valid: 'Valable du {from} au {to} (inclus)',
    provider: 'Numéro d’enregistrement chez le prestataire : {id}',
    order: 'Commande : {id}',
    issued: 'Émise le : {at}',
  },
  it: {
    title: 'Conferma {id}',
    registration: 'Registrazione nazionale per l’uso delle strade',
    sandbox: 'CONFERMA DI PROVA – NON VALIDA PER VIAGGIARE',
    plate: 'Targa: {plate} ({country}), {vehicle}',
    valid: 'Valida dal {from} al {to} (inclusi)',
    provider: 'Numero di registrazione presso il fornitore: {id}',
    order: 'Ordine: {id}',
    issued: 'Emessa: {at}',
  },
  cs: {
    title: 'Potvrzení {id}',
    registration: 'Národní registrace pro užívání silnic',
    sandbox: 'TESTOVACÍ POTVRZENÍ – NEPLATÍ PRO JÍZDU',
    plate: 'Registrační značka: {plate} ({country}), {vehicle}',
    valid: 'Platnost od {from} do {to} (včetně)',
    provider: 'Registrační číslo u poskytovatele: {id}',
    order: 'Objednávka: {id}',
    issued: 'Vystaveno: {at}',
  },
  sk: {
    title: 'Potvrdenie {id}',
    registration: 'Národná registrácia na používanie ciest',
    sandbox: 'TESTOVACIE POTVRDENIE – NEPLATÍ NA JAZDU',
    plate: 'Evidenčné číslo: {plate} ({country}), {vehicle}',
    valid: 'Platnosť od {from} do {to} (vrátane)',
    provider: 'Registračné číslo u poskytovateľa: {id}',
    order: 'Objednávka: {id}',
    issued: 'Vystavené: {at}',
  },
  hu: {
    title: 'Visszaigazolás {id}',
    registration: 'Nemzeti úthasználati regisztráció',
    sandbox: 'TESZT-VISSZAIGAZOLÁS – UTAZÁSRA NEM ÉRVÉNYES',
    plate: 'Rendszám: {plate} ({country}), {vehicle}',
    valid: 'Érvényes: {from} – {to} (mindkét napot beleértve)',
    provider: 'Regisztrációs azonosító a szolgáltatónál: {id}',
    order: 'Rendelés: {id}',
    issued: 'Kiállítva: {at}',
  },
  sl: {
    title: 'Potrditev {id}',
    registration: 'Nacionalna registracija za uporabo cest',
    sandbox: 'TESTNA POTRDITEV – NI VELJAVNA ZA VOŽNJO',
    plate: 'Registrska tablica: {plate} ({country}), {vehicle}',
    valid: 'Velja od {from} do {to} (vključno)',
    provider: 'Številka registracije pri ponudniku: {id}',
    order: 'Naročilo: {id}',
    issued: 'Izdano: {at}',
  },
  ro: {
    title: 'Confirmare {id}',
    registration: 'Înregistrare națională pentru utilizarea drumurilor',
    sandbox: 'CONFIRMARE DE TEST – NU ESTE VALABILĂ PENTRU CĂLĂTORIE',
    plate: 'Număr de înmatriculare: {plate} ({country}), {vehicle}',
    valid: 'Valabilă de la {from} până la {to} (inclusiv)',
    provider: 'Numărul de înregistrare la furnizor: {id}',
    order: 'Comanda: {id}',
    issued: 'Emisă: {at}',
  },
  bg: {
    title: 'Потвърждение {id}',
    registration: 'Национална регистрация за ползване на пътищата',
    sandbox: 'ТЕСТОВО ПОТВЪРЖДЕНИЕ – НЕВАЛИДНО ЗА ПЪТУВАНЕ',
    plate: 'Регистрационен номер: {plate} ({country}), {vehicle}',
    valid: 'Валидна от {from} до {to} (включително)',
    provider: 'Регистрационен номер при доставчика: {id}',
    order: 'Поръчка: {id}',
    issued: 'Издадена: {at}',
  },
};
