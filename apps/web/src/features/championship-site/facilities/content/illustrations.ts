import clayCourt from './illustrations/clay-court.svg';
import clubhouse from './illustrations/clubhouse.svg';
import courtAtNight from './illustrations/court-at-night.svg';
import hardCourt from './illustrations/hard-court.svg';

// Drawings shipped with the app: a facility's carousel shows them until its
// back office uploads the club's own photos. Each alt text says what the
// drawing shows, and that it is a drawing, never a photo of the club.

export type IllustrationId = 'clay-court' | 'hard-court' | 'court-at-night' | 'clubhouse';

export const ILLUSTRATIONS: Record<IllustrationId, { src: string; alt: string }> = {
  'clay-court': {
    src: clayCourt,
    alt: 'Σχέδιο: χωμάτινο γήπεδο τένις με τις λευκές γραμμές και το δίχτυ του, ανάμεσα σε ανεμοφράκτες, με δέντρα και λόφους πίσω του μια ηλιόλουστη μέρα',
  },
  'hard-court': {
    src: hardCourt,
    alt: 'Σχέδιο: μπλε σκληρό γήπεδο τένις με πράσινο περιβάλλοντα χώρο, πίσω του πολυκατοικίες της πόλης',
  },
  'court-at-night': {
    src: courtAtNight,
    alt: 'Σχέδιο: γήπεδο τένις τη νύχτα, φωτισμένο από τέσσερις προβολείς, με φεγγάρι και αστέρια στον ουρανό',
  },
  clubhouse: {
    src: clubhouse,
    alt: 'Σχέδιο: το κτίριο του ομίλου με κεραμοσκεπή, βεράντα με τραπέζια και ομπρέλες και δύο ρακέτες ακουμπισμένες στον τοίχο',
  },
};
