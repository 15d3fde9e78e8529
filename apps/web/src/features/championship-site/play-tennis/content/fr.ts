import type { GuideContent } from './guide-content';

export const content: GuideContent = {
  languagesLabel: 'Langue',
  hero: {
    eyebrow: 'Athens Tennis · Guide du visiteur',
    title: 'Jouer au tennis à Athènes',
    lead: 'Athènes profite du soleil presque toute l’année, compte des clubs de la banlieue nord jusqu’au bord de mer, et de nombreux joueurs ravis de taper la balle avec quelqu’un de nouveau. Que vous soyez là pour une semaine ou que vous veniez de vous y installer, ce guide vous explique comment réserver un court, quel budget prévoir, à quelle heure jouer et comment trouver un partenaire.',
  },
  facts: {
    title: 'En bref',
    items: [
      { label: 'Location d’un court', value: '15 à 35 € de l’heure' },
      { label: 'Meilleure période', value: 'avril–juin, septembre–novembre' },
      { label: 'Surface la plus courante', value: 'Terre battue' },
      { label: 'En été', value: 'Avant 10 h ou après 19 h' },
    ],
  },
  guide: {
    title: 'L’essentiel à savoir',
    sections: {
      booking: {
        title: 'Réserver un court',
        paragraphs: [
          'La plupart des clubs louent leurs courts à l’heure, y compris aux non-membres. Le plus simple est d’appeler le club ou de lui écrire un ou deux jours à l’avance ; beaucoup répondent aussi sur Viber ou WhatsApp, et quelques-uns prennent les réservations en ligne. Les créneaux du soir, entre 18 h et 22 h, partent en premier, surtout en semaine : réservez-les le plus tôt possible.',
          'Une réservation dure en général une heure, parfois une heure et demie. Si vos plans changent, prévenez le club au moins 24 heures à l’avance, car la plupart facturent les annulations tardives.',
        ],
        phrase: {
          intro:
            'L’anglais suffit dans presque tous les clubs, mais quelques mots de grec à l’accueil font toujours plaisir :',
          greek: 'Καλησπέρα, θα ήθελα ένα γήπεδο για μία ώρα.',
          reading: 'kalispéra, tha íthela éna gípedo ya mía óra',
          meaning: 'Bonsoir, je voudrais un court pour une heure.',
        },
      },
      prices: {
        title: 'Combien ça coûte',
        paragraphs: [
          'Comptez environ 15 à 25 € de l’heure par court le matin ou en début d’après-midi, et 20 à 35 € le soir, sous les projecteurs. Le prix s’entend par court et non par personne : à deux, la note est divisée par deux. Les courts en terre battue des clubs réputés se situent en haut de la fourchette ; les courts municipaux en dur sont les moins chers.',
          'Un cours particulier coûte environ 30 à 50 € de l’heure, un tube de balles neuves 6 à 10 €, et les rares clubs qui louent des raquettes demandent quelques euros. Dans le championnat, un match revient à 20 à 35 € par personne selon le lieu, court et éclairage compris.',
        ],
      },
      seasons: {
        title: 'Quand jouer',
        paragraphs: [
          'Le printemps (d’avril à juin) et l’automne (de septembre à novembre) sont idéaux : il fait chaud sans excès, il pleut peu et les journées sont longues. En juillet et en août, le thermomètre dépasse souvent 35 °C ; les Athéniens jouent donc avant 10 h ou après 19 h, et tous les clubs sont éclairés pour les parties du soir. Autour du 15 août, beaucoup de clubs réduisent leurs horaires ou ferment quelques jours.',
          'L’hiver est doux : par une belle journée de janvier, on joue en sweat. Après une grosse averse, les courts en terre battue peuvent rester fermés quelques heures, le temps de sécher ; si la météo annonce de la pluie, réservez plutôt un court en dur ou couvert.',
        ],
      },
      surfaces: {
        title: 'Les surfaces',
        paragraphs: [
          'La terre battue est la surface classique des clubs athéniens : plus lente, plus douce pour les genoux, un peu plus éprouvante par forte chaleur. Les courts en dur sont fréquents dans les centres sportifs et les installations municipales, tandis que la terre battue synthétique et le gazon synthétique sablé équipent les clubs plus récents. Les courts couverts sont rares : gardez-les en tête pour un jour de pluie en hiver.',
          'Sur terre battue, portez des chaussures à semelle terre battue ou toutes surfaces. Certains clubs refusent les chaussures de running, et ils ont raison : c’est le court qui en souffre.',
        ],
      },
      bring: {
        title: 'Quoi emporter',
        list: [
          'Votre raquette, sauf si le club vous a confirmé qu’il en loue.',
          'Des chaussures de tennis adaptées à la surface : semelle terre battue ou toutes surfaces sur la terre battue.',
          'Plus d’eau que vous ne le pensez ; en été, au moins un litre et demi par heure.',
          'Crème solaire, casquette et lunettes de soleil pour jouer en journée.',
          'Un tube de balles neuves : en Grèce, ce sont les joueurs qui les apportent, pas le club.',
          'Un peu d’espèces, car les petits clubs n’acceptent pas toujours la carte.',
        ],
      },
      partners: {
        title: 'Trouver un partenaire',
        paragraphs: [
          'Voyager seul n’empêche pas de jouer. Créez un compte gratuit sur notre plateforme et remplissez votre profil de joueur : vous verrez le niveau des autres joueurs et les créneaux qu’ils ont indiqués comme libres. Organisez un match amical avec quelqu’un de votre niveau puis, une fois la partie jouée, enregistrez le score sur votre profil.',
          'Si vous restez quelques mois à Athènes ou si vous y vivez, inscrivez-vous au championnat : une ligue amateur ouverte à tous les niveaux, de novembre à octobre. Vous organisez vos matchs avec les adversaires de votre choix dans les clubs partenaires, l’inscription est gratuite et le classement est mis à jour chaque lundi. Les entraîneurs des clubs peuvent aussi jouer avec vous ou vous trouver un partenaire, moyennant rémunération.',
        ],
      },
    },
  },
  clubs: {
    title: 'Clubs partenaires',
    intro:
      'Neuf clubs dans tout Athènes, du centre-ville au bord de mer, où jouent nos joueurs. Trois d’entre eux sont les installations partenaires du championnat et ont leur propre page.',
    surfaces: {
      clay: 'Terre battue',
      syntheticClay: 'Terre battue synthétique',
      hard: 'Dur',
      artificialGrass: 'Gazon synthétique',
      indoor: 'Couvert',
    },
    courtsLabel: 'Courts',
    map: 'Carte',
    facilityPage: 'Page du club',
    partnerBadge: 'Installation partenaire',
    newTab: '(s’ouvre dans un nouvel onglet)',
    items: {
      taf: {
        name: 'Tennis Academy Filothei (TAF)',
        area: 'Filothéi',
        description:
          'Six courts dans la verdure de Filothéi, dont quatre en terre battue, éclairés pour les matchs du soir.',
      },
      tenez: {
        name: 'Tenez Tennis Club',
        area: 'Chalandri',
        description:
          'Des courts en dur sur l’avenue Kifissias, dont deux couverts : la valeur sûre quand il pleut en hiver.',
      },
      kavouri: {
        name: 'Club de tennis de Kavouri',
        area: 'Kavouri, Vouliagméni',
        description:
          'Cinq courts en terre battue à deux pas de la mer : la baignade après le match fait partie du plaisir.',
      },
      athensLawnTennis: {
        name: 'Athens Lawn Tennis Club',
        area: 'Centre-ville (Zappéion)',
        description:
          'Le plus ancien club de tennis de la ville, fondé en 1895, à côté du Zappéion et du temple de Zeus olympien, à quelques minutes à pied de l’Acropole.',
      },
      olympicTennisCentre: {
        name: 'Centre olympique de tennis (OAKA)',
        area: 'Maroussi',
        description:
          'Les courts en dur des Jeux olympiques de 2004, près de la station Irini, sur la ligne 1 du métro.',
      },
      kifisia: {
        name: 'Tennis Club de Kifissia',
        area: 'Kifissia',
        description:
          'Un club de longue date, avec des courts en terre battue sous les pins et un court en gazon synthétique, à quelques minutes de la station de Kifissia.',
      },
      glyfada: {
        name: 'Centre de tennis de Glyfada',
        area: 'Glyfada',
        description:
          'Terre battue synthétique et courts en dur au cœur de Glyfada, près du tramway et du front de mer.',
      },
      agiaParaskevi: {
        name: 'Tennis Club d’Agia Paraskevi',
        area: 'Agia Paraskevi',
        description: 'Trois courts en dur, faciles d’accès en voiture, près des stations de la ligne 3 du métro.',
      },
      piraeus: {
        name: 'Club de tennis du Pirée',
        area: 'Le Pirée',
        description:
          'Des courts en terre battue au Pirée, pratiques si vous logez près du port ou arrivez en croisière.',
      },
    },
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Faut-il être membre d’un club pour jouer ?',
        answer:
          'Non. Presque tous les clubs de ce guide louent leurs courts à l’heure aux visiteurs, sans adhésion ni droit d’entrée. Certains réservent à leurs membres les soirées les plus demandées : quand vous appelez, précisez que vous êtes de passage et demandez quels créneaux vous sont ouverts.',
      },
      {
        question: 'Quel budget prévoir pour une heure de tennis ?',
        answer:
          'Entre 15 et 35 € pour le court, selon le club, la surface et l’heure ; les soirées sous les projecteurs sont les plus chères. Ajoutez 6 à 10 € pour des balles neuves. Partagée à deux, une heure revient en général à 10 à 20 € par personne.',
      },
      {
        question: 'Peut-on louer une raquette et acheter des balles sur place ?',
        answer:
          'La plupart des clubs vendent des balles à l’accueil, et certains louent aussi des raquettes pour quelques euros. Ce n’est pas systématique : si vous voyagez sans raquette, posez la question en réservant. Les magasins de sport du centre-ville et des centres commerciaux proposent toutes les grandes marques.',
      },
      {
        question: 'Fait-il trop chaud pour jouer en été ?',
        answer:
          'En milieu de journée, oui : de juin à début septembre, évitez de jouer entre 12 h et 17 h. Tôt le matin et le soir, il fait bon, avec une brise agréable près de la mer. Buvez avant d’avoir soif et faites vos pauses à l’ombre.',
      },
      {
        question: 'Je suis à Athènes sans partenaire de jeu : comment en trouver un ?',
        answer:
          'Créez un compte sur la plateforme et remplissez votre profil de joueur. Vous verrez le niveau des autres joueurs et les créneaux qu’ils ont indiqués comme libres, et pourrez organiser un match amical avec quelqu’un qui vous correspond. Les entraîneurs des clubs peuvent aussi jouer avec vous, à leur tarif horaire.',
      },
      {
        question: 'Puis-je rejoindre le championnat si je ne vis à Athènes qu’une partie de l’année ?',
        answer:
          'Oui. La saison va de novembre à octobre et vous pouvez la rejoindre à tout moment. Les organisateurs fixent votre niveau (ATRP) en validant votre inscription, pour que vous rencontriez des adversaires proches de votre niveau. L’inscription est gratuite : vous ne payez que les matchs que vous jouez.',
      },
      {
        question: 'Le personnel parle-t-il anglais ou français, et peut-on payer par carte ?',
        answer:
          'Dans la plupart des clubs, l’accueil et les entraîneurs parlent anglais ; le français est plus rare, mais on trouve souvent quelqu’un qui le comprend. La carte est largement acceptée, même si les petits clubs préfèrent parfois les espèces : gardez 20 à 30 € sur vous, au cas où.',
      },
    ],
  },
  callToAction: {
    title: 'Vous restez un moment à Athènes ?',
    body: 'Rejoignez le championnat de tennis d’Athènes : autant de matchs que vous le souhaitez contre des joueurs de votre niveau, dans des clubs de toute la ville. Une question avant de vous lancer ? Écrivez-nous, nous vous aiderons avec plaisir.',
    join: 'Rejoindre le championnat',
    contact: 'Nous contacter',
  },
};
