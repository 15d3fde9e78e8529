import type { TPartnerFacilitySlug } from '@tennis/contracts';
import { FACILITY_HEADLINES, type FacilityHeadline } from './facility-headlines';
import type { IllustrationId } from './illustrations';

// The three partner clubs of the Athens championship (spec 3 §2): where the
// league's matches are played. Written in Greek, as the clubs' own signs are;
// the page's headings and labels come from the feature's texts.

/** What every facility page lists about its courts, in this order. */
export const FACILITY_FACTS = ['courts', 'surfaces', 'lights', 'parking', 'changingRooms'] as const;
type FacilityFact = (typeof FACILITY_FACTS)[number];

type FacilityPhone = {
  /** What the number reaches: the reception, the club's mobile. */
  label: string;
  /** International form, dialled as it is (`tel:`); shown grouped for reading. */
  number: `+30${string}`;
};

type OpeningHours = { days: string; hours: string };

export type PartnerFacility = FacilityHeadline & {
  slug: TPartnerFacilitySlug;
  description: readonly string[];
  facts: Record<FacilityFact, string>;
  address: { street: string; postcode: string; town: string };
  phones: readonly FacilityPhone[];
  hours: readonly OpeningHours[];
  /** What the map searches for: the club and its address, as the map knows them. */
  mapQuery: string;
  /** The drawings the carousel shows until the club's photos are uploaded, in order. */
  illustrations: readonly IllustrationId[];
};

const taf: PartnerFacility = {
  slug: 'taf',
  ...FACILITY_HEADLINES.taf,
  description: [
    'Η έδρα του πρωταθλήματος και του Open TAF. Τα τέσσερα χωμάτινα γήπεδα ποτίζονται και σκουπίζονται κάθε πρωί και κάθε απόγευμα, ενώ τα δύο σκληρά στεγνώνουν γρήγορα μετά από μπόρα, οπότε σπάνια χάνεται αγώνας λόγω καιρού.',
    'Στο κλαμπ χάουζ θα βρείτε καφέ, κρύο νερό και χώρο να περιμένετε τον αντίπαλό σας· τα αποτελέσματα του πρωταθλήματος αναρτώνται στον πίνακα της εισόδου.',
  ],
  facts: {
    courts: '6 γήπεδα, όλα εξωτερικά',
    surfaces: '4 χωμάτινα, 2 σκληρά (ακρυλικό)',
    lights: 'Προβολείς LED σε όλα τα γήπεδα, έως τις 23:00',
    parking: 'Δωρεάν χώρος στάθμευσης 40 θέσεων στην είσοδο',
    changingRooms: 'Ανδρικά και γυναικεία αποδυτήρια με ντους και ντουλάπια',
  },
  address: { street: 'Κύπρου 21', postcode: '152 37', town: 'Φιλοθέη' },
  phones: [
    { label: 'Γραμματεία', number: '+302106812345' },
    { label: 'Κινητό ομίλου', number: '+306945123478' },
  ],
  hours: [
    { days: 'Δευτέρα – Παρασκευή', hours: '07:00 – 23:00' },
    { days: 'Σάββατο – Κυριακή', hours: '08:00 – 21:00' },
  ],
  mapQuery: 'Tennis Academy Φιλοθέης, Κύπρου 21, Φιλοθέη 152 37',
  illustrations: ['clay-court', 'court-at-night', 'hard-court', 'clubhouse'],
};

const tenez: PartnerFacility = {
  slug: 'tenez',
  ...FACILITY_HEADLINES.tenez,
  description: [
    'Πέντε σκληρά γήπεδα με την ίδια επιφάνεια που χρησιμοποιούν τα τουρνουά της ITF: γρήγορη, σταθερή αναπήδηση και ίδιες συνθήκες όλο τον χρόνο. Τα δύο βρίσκονται σε κλειστή αίθουσα με θέρμανση, οπότε οι αγώνες του χειμώνα γίνονται κανονικά.',
    'Βρίσκεται δύο λεπτά από τον σταθμό του ηλεκτρικού στο Χαλάνδρι και λίγα μέτρα από τη στάση των λεωφορείων της Κηφισίας.',
  ],
  facts: {
    courts: '5 γήπεδα: 3 εξωτερικά και 2 σε κλειστή αίθουσα',
    surfaces: 'Σκληρά (ακρυλικό με αμμοχάλικο) σε όλα τα γήπεδα',
    lights: 'Προβολείς στα εξωτερικά, πλήρης φωτισμός στην αίθουσα, έως τις 24:00',
    parking: 'Υπόγειος χώρος στάθμευσης για τα μέλη και τους αθλητές του πρωταθλήματος',
    changingRooms: 'Αποδυτήρια με ντους, ντουλάπια και σεσουάρ',
  },
  address: { street: 'Λεωφόρος Κηφισίας 268', postcode: '152 32', town: 'Χαλάνδρι' },
  phones: [
    { label: 'Υποδοχή', number: '+302106897420' },
    { label: 'Κρατήσεις γηπέδων', number: '+306972304815' },
  ],
  hours: [
    { days: 'Δευτέρα – Παρασκευή', hours: '07:00 – 24:00' },
    { days: 'Σάββατο', hours: '08:00 – 22:00' },
    { days: 'Κυριακή', hours: '09:00 – 21:00' },
  ],
  mapQuery: 'Tenez Tennis Club, Λεωφόρος Κηφισίας 268, Χαλάνδρι 152 32',
  illustrations: ['hard-court', 'court-at-night', 'clubhouse'],
};

const kavouri: PartnerFacility = {
  slug: 'kavouri',
  ...FACILITY_HEADLINES.kavouri,
  description: [
    'Ο όμιλος βρίσκεται στη χερσόνησο του Καβουρίου, ανάμεσα στα πεύκα και στη θάλασσα. Τα πέντε χωμάτινα γήπεδα προστατεύονται από τον αέρα με ψηλούς ανεμοφράκτες και συντηρούνται καθημερινά.',
    'Το καλοκαίρι οι αγώνες του πρωταθλήματος προγραμματίζονται νωρίς το πρωί ή μετά τις επτά το απόγευμα, όταν η δροσιά από τη θάλασσα κάνει το παιχνίδι ευχάριστο.',
  ],
  facts: {
    courts: '5 γήπεδα, όλα εξωτερικά',
    surfaces: 'Χωμάτινα (κόκκινο χώμα) σε όλα τα γήπεδα',
    lights: 'Προβολείς σε 3 από τα 5 γήπεδα, έως τις 22:30',
    parking: 'Ελεύθερη στάθμευση στον δρόμο και στον χώρο μπροστά από τον όμιλο',
    changingRooms: 'Αποδυτήρια με ντους· αναψυκτήριο με βεράντα',
  },
  address: { street: 'Ιάσονος 4', postcode: '166 71', town: 'Βουλιαγμένη' },
  phones: [
    { label: 'Γραμματεία', number: '+302108960312' },
    { label: 'Προπονητής ομίλου', number: '+306936718204' },
  ],
  hours: [
    { days: 'Δευτέρα – Κυριακή', hours: '07:30 – 22:30' },
    { days: 'Τον Αύγουστο', hours: 'κλειστά 14:00 – 17:00' },
  ],
  mapQuery: 'Όμιλος Αντισφαίρισης Καβουρίου, Ιάσονος 4, Βουλιαγμένη 166 71',
  illustrations: ['clay-court', 'clubhouse', 'court-at-night'],
};

export const PARTNER_FACILITIES: Record<TPartnerFacilitySlug, PartnerFacility> = { taf, tenez, kavouri };
