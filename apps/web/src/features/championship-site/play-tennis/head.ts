import { paths } from '../../../config/paths';
import type { PageHeadText } from '../../../lib/page-requirement';
import { GUIDE_LANGUAGES, type GuideLanguage } from './languages';

// Kept apart from the guide's content: the route table carries these into the
// HTML the server sends (title, description, hreflang), while the long texts
// download only with the page.
const TEXTS: Record<GuideLanguage, { title: string; description: string }> = {
  el: {
    title: 'Τένις στην Αθήνα: οδηγός για επισκέπτες',
    description:
      'Πώς κλείνετε γήπεδο τένις στην Αθήνα, τι κοστίζει, πότε να παίξετε με τη ζέστη, τι να φέρετε και πώς θα βρείτε αντίπαλο. Εννέα όμιλοι με χάρτη.',
  },
  en: {
    title: 'Play tennis in Athens: a guide for visitors',
    description:
      'How to book a tennis court in Athens, what it costs, when to play in the heat, what to bring and how to find a hitting partner. Nine clubs with maps.',
  },
  fr: {
    title: 'Jouer au tennis à Athènes : le guide du visiteur',
    description:
      'Réserver un court à Athènes, les tarifs, les heures à éviter en été, quoi emporter et comment trouver un partenaire. Neuf clubs avec leur plan.',
  },
  es: {
    title: 'Jugar al tenis en Atenas: guía para visitantes',
    description:
      'Cómo reservar pista de tenis en Atenas, cuánto cuesta, cuándo jugar con el calor, qué llevar y cómo encontrar compañero. Nueve clubes con mapa.',
  },
  it: {
    title: 'Giocare a tennis ad Atene: guida per chi viene in visita',
    description:
      'Come prenotare un campo da tennis ad Atene, quanto costa, quando giocare col caldo, cosa portare e come trovare un compagno. Nove circoli con mappa.',
  },
};

const alternates = GUIDE_LANGUAGES.map((language) => ({ language, path: paths.skin.playTennisInAthens(language) }));

/** The guide's head in one language: its own title and description, and every language's address. */
export const guideHead = (language: GuideLanguage): PageHeadText => ({ ...TEXTS[language], language, alternates });
