import { randomInt } from 'node:crypto';
import { transliterateGreek } from '@tennis/domain';

// Realistic Greek values for the forms' F2 autofill (dev and test only) and
// for generated test data. Surnames come in the male and female forms the
// gender of the person needs.

export const MALE_NAMES = [
  'Γιώργος',
  'Κώστας',
  'Δημήτρης',
  'Νίκος',
  'Γιάννης',
  'Παναγιώτης',
  'Βασίλης',
  'Χρήστος',
  'Αθανάσιος',
  'Μιχάλης',
  'Ευάγγελος',
  'Σπύρος',
  'Αντώνης',
  'Ηλίας',
  'Στέλιος',
  'Θοδωρής',
  'Άγγελος',
  'Λευτέρης',
  'Φώτης',
  'Άρης',
] as const;
export const FEMALE_NAMES = [
  'Μαρία',
  'Ελένη',
  'Κατερίνα',
  'Βασιλική',
  'Σοφία',
  'Αγγελική',
  'Γεωργία',
  'Δήμητρα',
  'Ειρήνη',
  'Χριστίνα',
  'Αναστασία',
  'Ευαγγελία',
  'Φωτεινή',
  'Δέσποινα',
  'Ιωάννα',
  'Άννα',
  'Νίκη',
  'Μυρτώ',
  'Ζωή',
  'Θεοδώρα',
] as const;
/** [male form, female form]. */
export const SURNAMES = [
  ['Παπαδόπουλος', 'Παπαδοπούλου'],
  ['Παπαδάκης', 'Παπαδάκη'],
  ['Γεωργίου', 'Γεωργίου'],
  ['Οικονόμου', 'Οικονόμου'],
  ['Νικολάου', 'Νικολάου'],
  ['Δημητρίου', 'Δημητρίου'],
  ['Ιωάννου', 'Ιωάννου'],
  ['Κωνσταντίνου', 'Κωνσταντίνου'],
  ['Παπανικολάου', 'Παπανικολάου'],
  ['Βασιλείου', 'Βασιλείου'],
  ['Αθανασίου', 'Αθανασίου'],
  ['Καραγιάννης', 'Καραγιάννη'],
  ['Μακρής', 'Μακρή'],
  ['Αλεξίου', 'Αλεξίου'],
  ['Πετρόπουλος', 'Πετροπούλου'],
  ['Χατζηδάκης', 'Χατζηδάκη'],
  ['Σταματόπουλος', 'Σταματοπούλου'],
  ['Λαμπράκης', 'Λαμπράκη'],
  ['Ζαχαρίου', 'Ζαχαρίου'],
  ['Μαυρίδης', 'Μαυρίδου'],
  ['Κουτσούκος', 'Κουτσούκου'],
  ['Αντωνόπουλος', 'Αντωνοπούλου'],
  ['Τσιμάρας', 'Τσιμάρα'],
  ['Ραφαηλίδης', 'Ραφαηλίδου'],
  ['Σιδηρόπουλος', 'Σιδηροπούλου'],
] as const;

export const CLUBS = [
  { name: 'Όμιλος Αντισφαίρισης Κηφισιάς', acronym: 'ΟΑΚ', address: 'Δροσίνη 12, Κηφισιά 145 62', phone: '2108012345' },
  {
    name: 'Αθλητικός Όμιλος Αντισφαίρισης Πεύκης',
    acronym: 'ΑΟΑΠ',
    address: 'Ελευθερίου Βενιζέλου 40, Πεύκη 151 21',
    phone: '2108056789',
  },
  {
    name: 'Tennis Club Γλυφάδας',
    acronym: 'TCG',
    address: 'Λεωφόρος Ποσειδώνος 18, Γλυφάδα 166 75',
    phone: '2108945612',
  },
  {
    name: 'Όμιλος Αντισφαίρισης Θεσσαλονίκης',
    acronym: 'ΟΑΘ',
    address: 'Βασιλίσσης Όλγας 210, Θεσσαλονίκη 546 55',
    phone: '2310412345',
  },
  {
    name: 'Αθλητικό Κέντρο Καβουρίου',
    acronym: 'ΑΚΚ',
    address: 'Απόλλωνος 5, Βουλιαγμένη 166 71',
    phone: '2108962233',
  },
  {
    name: 'Όμιλος Αντισφαίρισης Χαλανδρίου',
    acronym: 'ΟΑΧ',
    address: 'Αγίας Παρασκευής 90, Χαλάνδρι 152 34',
    phone: '2106812277',
  },
] as const;

export const COURT_NAMES = [
  'Κεντρικό γήπεδο',
  'Γήπεδο 1',
  'Γήπεδο 2',
  'Γήπεδο 3',
  'Γήπεδο 4',
  'Κλειστό γήπεδο',
  'Γήπεδο προπόνησης',
] as const;

export const HOSTS = [
  { name: 'Tennis Πάτρας', slug: 'tennis-patras', phone: '2610123456' },
  { name: 'Ηράκλειο Tennis Tour', slug: 'heraklion-tennis-tour', phone: '2810234567' },
  { name: 'Λάρισα Open Series', slug: 'larisa-open-series', phone: '2410345678' },
  { name: 'Ιωάννινα Tennis League', slug: 'ioannina-tennis-league', phone: '2651045678' },
] as const;

export const CLIENT_NOTES = [
  'Προτιμά απογευματινές ώρες',
  'Πληρώνει με κάρτα',
  'Φέρνει δικά του μπαλάκια',
  'Ενδιαφέρεται για το πρωτάθλημα',
  null,
] as const;

export function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** A Greek person: gender 0 man, 1 woman, with the surname in the matching form. */
export function samplePerson(gender: 0 | 1 = pick([0, 1] as const)): { gender: 0 | 1; name: string; surname: string } {
  const [male, female] = pick(SURNAMES);
  return gender === 0
    ? { gender, name: pick(MALE_NAMES), surname: male }
    : { gender, name: pick(FEMALE_NAMES), surname: female };
}

/** A Greek mobile number: 69 and eight digits. */
export const sampleMobile = () => `69${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** A sample email no stored account is likely to hold: name.surname.NNNN@example.gr. */
export function sampleEmail(name: string, surname: string): string {
  const latin = (text: string) =>
    transliterateGreek(text)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return `${latin(name)}.${latin(surname)}.${randomInt(1000, 10_000)}@example.gr`;
}
