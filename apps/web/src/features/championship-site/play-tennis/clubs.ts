/**
 * The nine partner clubs of the guide: what does not change with the
 * language. Their names and descriptions are in each language's content.
 */
export const CLUB_IDS = [
  'taf',
  'tenez',
  'kavouri',
  'athensLawnTennis',
  'olympicTennisCentre',
  'kifisia',
  'glyfada',
  'agiaParaskevi',
  'piraeus',
] as const;
export type ClubId = (typeof CLUB_IDS)[number];

export type Surface = 'clay' | 'syntheticClay' | 'hard' | 'artificialGrass' | 'indoor';

type ClubFacts = {
  surfaces: readonly Surface[];
  /** What the map searches for: the club's Greek name and its area, as the map knows them. */
  mapQuery: string;
  /** The partner facilities with a page of their own on the site. */
  partnerFacility?: 'taf' | 'tenez' | 'kavouri';
};

export const CLUB_FACTS: Record<ClubId, ClubFacts> = {
  taf: { surfaces: ['clay', 'hard'], mapQuery: 'Tennis Academy Φιλοθέης, Φιλοθέη', partnerFacility: 'taf' },
  tenez: { surfaces: ['hard', 'indoor'], mapQuery: 'Tenez Tennis Club, Χαλάνδρι', partnerFacility: 'tenez' },
  kavouri: {
    surfaces: ['clay'],
    mapQuery: 'Όμιλος Αντισφαίρισης Καβουρίου, Βουλιαγμένη',
    partnerFacility: 'kavouri',
  },
  athensLawnTennis: { surfaces: ['clay'], mapQuery: 'Όμιλος Αντισφαιρίσεως Αθηνών, Λεωφόρος Βασιλίσσης Όλγας' },
  olympicTennisCentre: { surfaces: ['hard'], mapQuery: 'Ολυμπιακό Κέντρο Αντισφαίρισης ΟΑΚΑ, Μαρούσι' },
  kifisia: { surfaces: ['clay', 'artificialGrass'], mapQuery: 'Όμιλος Τένις Κηφισιάς, Κηφισιά' },
  glyfada: { surfaces: ['syntheticClay', 'hard'], mapQuery: 'Αθλητικό Κέντρο Τένις Γλυφάδας, Γλυφάδα' },
  agiaParaskevi: { surfaces: ['hard'], mapQuery: 'Tennis Club Αγίας Παρασκευής, Αγία Παρασκευή' },
  piraeus: { surfaces: ['clay'], mapQuery: 'Όμιλος Αντισφαίρισης Πειραιώς, Πειραιάς' },
};

/** A Google Maps search for the club: it opens the app on a phone and the map in a browser. */
export const mapSearchUrl = (id: ClubId): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(CLUB_FACTS[id].mapQuery)}`;
