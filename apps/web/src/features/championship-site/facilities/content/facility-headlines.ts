import type { TPartnerFacilitySlug } from '@tennis/contracts';

// Each facility's name, area and one-line summary: the page's heading and
// lead, and what a shared link of the page previews. Kept apart from the rest
// of the content, which downloads only with the page, as the route table
// carries these into the HTML the server sends.

export type FacilityHeadline = {
  name: string;
  area: string;
  /** One sentence: the page's lead and the start of its description in shared links. */
  summary: string;
};

export const FACILITY_HEADLINES: Record<TPartnerFacilitySlug, FacilityHeadline> = {
  taf: {
    name: 'Tennis Academy Φιλοθέης (TAF)',
    area: 'Φιλοθέη',
    summary:
      'Έξι γήπεδα μέσα στο πράσινο της Φιλοθέης, τέσσερα χωμάτινα και δύο σκληρά, με προβολείς για βραδινούς αγώνες.',
  },
  tenez: {
    name: 'Tenez Tennis Club',
    area: 'Χαλάνδρι',
    summary: 'Σκληρά γήπεδα στη Λεωφόρο Κηφισίας, τα δύο κλειστά: η πιο σίγουρη επιλογή όταν βρέχει τον χειμώνα.',
  },
  kavouri: {
    name: 'Όμιλος Αντισφαίρισης Καβουρίου',
    area: 'Καβούρι, Βουλιαγμένη',
    summary: 'Πέντε χωμάτινα γήπεδα λίγα βήματα από τη θάλασσα· η βουτιά μετά τον αγώνα είναι μέρος της εμπειρίας.',
  },
};
