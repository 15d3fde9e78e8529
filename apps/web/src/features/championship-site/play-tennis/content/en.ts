import type { GuideContent } from './guide-content';

export const content: GuideContent = {
  languagesLabel: 'Language',
  hero: {
    eyebrow: 'Athens Tennis · Visitors’ guide',
    title: 'Play tennis in Athens',
    lead: 'Athens has sunshine for most of the year, clubs from the northern suburbs down to the seafront, and plenty of players happy to hit with someone new. Whether you are here for a week or have just moved to the city, this guide covers how to book a court, what you will pay, when to play and how to find a partner.',
  },
  facts: {
    title: 'At a glance',
    items: [
      { label: 'Court hire', value: '€15–⁠35 an hour' },
      { label: 'Best months', value: 'April–June, September–November' },
      { label: 'Most common surface', value: 'Clay' },
      { label: 'In summer', value: 'Play before 10:00 or after 19:00' },
    ],
  },
  guide: {
    title: 'What you need to know',
    sections: {
      booking: {
        title: 'Booking a court',
        paragraphs: [
          'Most clubs rent courts to non-members by the hour. The simplest way to book is to call or message the club a day or two ahead; many also answer on Viber or WhatsApp, and a few take bookings online. Evening slots between 18:00 and 22:00 go first, especially on weekdays, so book those as early as you can.',
          'A booking is usually for one hour, sometimes an hour and a half. If your plans change, let the club know at least 24 hours before, as most charge for late cancellations.',
        ],
        phrase: {
          intro: 'English works in almost every club, but a few words of Greek at the desk always go down well:',
          greek: 'Καλησπέρα, θα ήθελα ένα γήπεδο για μία ώρα.',
          reading: 'kalispéra, tha íthela éna gípedo ya mía óra',
          meaning: 'Good evening, I’d like a court for an hour.',
        },
      },
      prices: {
        title: 'What it costs',
        paragraphs: [
          'Expect to pay roughly €15–⁠25 per court for an hour in the morning or early afternoon, and €20–⁠35 in the evening, when the floodlights are on. Prices are per court, not per person, so sharing with a partner halves the bill. Clay courts at the better-known clubs sit at the top of the range; municipal hard courts are the cheapest.',
          'A private lesson with a coach costs around €30–⁠50 an hour, a tube of new balls €6–⁠10, and the few clubs that rent rackets charge a few euros. In the championship, a match costs €20–⁠35 per person depending on the venue, court and floodlights included.',
        ],
      },
      seasons: {
        title: 'When to play',
        paragraphs: [
          'Spring (April to June) and autumn (September to November) are ideal: warm without being scorching, little rain, and light until late. In July and August the temperature often passes 35 °C, so locals play before 10:00 or after 19:00, and every club has floodlights for late games. Around 15 August many clubs cut their hours or close for a few days.',
          'Winters are mild, and on a sunny January day you can play in a sweatshirt. After heavy rain, clay courts may stay shut for a few hours until they drain; if the forecast looks wet, book a hard or indoor court instead.',
        ],
      },
      surfaces: {
        title: 'Court surfaces',
        paragraphs: [
          'Clay is the classic surface of Athens clubs: slower, kinder to the knees, and a little more tiring in the heat. Hard courts are common at sports centres and municipal venues, while synthetic clay and sand-filled artificial grass turn up at newer clubs. Indoor courts are rare, so they are worth remembering for a rainy winter day.',
          'On clay, wear shoes with a clay or all-court sole. Some clubs will not let you on in running shoes, and rightly so: the court is what suffers.',
        ],
      },
      bring: {
        title: 'What to bring',
        list: [
          'Your racket, unless the club has confirmed it rents them.',
          'Tennis shoes that suit the surface: a clay or all-court sole on clay.',
          'More water than you think you need; in summer, at least a litre and a half an hour.',
          'Sunscreen, a cap and sunglasses for daytime games.',
          'A tube of new balls: in Greece the players usually bring them, not the club.',
          'Some cash, as smaller clubs do not always take cards.',
        ],
      },
      partners: {
        title: 'Finding someone to play with',
        paragraphs: [
          'Travelling alone is no reason to go without tennis. Create a free account on our platform and fill in your player profile: you will see other players’ levels and the hours they have marked as free. Arrange a friendly match with someone at your level and, once you have played, record the score on your profile.',
          'If you are staying a few months or live in Athens, join the championship: an amateur league for every level that runs from November to October. You arrange your matches with the opponents you choose at the partner clubs, there is no registration fee, and the standings are updated every Monday. Club coaches will also hit with you or find you a partner, for a fee.',
        ],
      },
    },
  },
  clubs: {
    title: 'Partner clubs',
    intro:
      'Nine clubs around Athens, from the city centre to the coast, where our players play. Three of them are the championship’s partner facilities and have a page of their own.',
    surfaces: {
      clay: 'Clay',
      syntheticClay: 'Synthetic clay',
      hard: 'Hard',
      artificialGrass: 'Artificial grass',
      indoor: 'Indoor',
    },
    courtsLabel: 'Courts',
    map: 'Map',
    facilityPage: 'Club page',
    partnerBadge: 'Partner facility',
    newTab: '(opens in a new tab)',
    items: {
      taf: {
        name: 'Tennis Academy Filothei (TAF)',
        area: 'Filothei',
        description: 'Six courts in the greenery of Filothei, four of them clay, with floodlights for evening matches.',
      },
      tenez: {
        name: 'Tenez Tennis Club',
        area: 'Chalandri',
        description: 'Hard courts on Kifisias Avenue, two of them indoor: the safest bet when it rains in winter.',
      },
      kavouri: {
        name: 'Kavouri Tennis Club',
        area: 'Kavouri, Vouliagmeni',
        description: 'Five clay courts a short walk from the sea; a swim after the match is part of the experience.',
      },
      athensLawnTennis: {
        name: 'Athens Lawn Tennis Club',
        area: 'City centre (Zappeion)',
        description:
          'The city’s oldest tennis club, founded in 1895, beside the Zappeion and the Temple of Olympian Zeus, within walking distance of the Acropolis.',
      },
      olympicTennisCentre: {
        name: 'Olympic Tennis Centre (OAKA)',
        area: 'Marousi',
        description: 'The hard courts of the 2004 Olympic Games, next to Irini station on metro line 1.',
      },
      kifisia: {
        name: 'Kifisia Tennis Club',
        area: 'Kifisia',
        description:
          'A long-established club with clay courts under the pines and one artificial-grass court, a few minutes from Kifisia station.',
      },
      glyfada: {
        name: 'Glyfada Tennis Centre',
        area: 'Glyfada',
        description: 'Synthetic clay and hard courts in the heart of Glyfada, close to the tram and the seafront.',
      },
      agiaParaskevi: {
        name: 'Agia Paraskevi Tennis Club',
        area: 'Agia Paraskevi',
        description: 'Three hard courts with easy parking, close to the metro line 3 stations.',
      },
      piraeus: {
        name: 'Piraeus Tennis Club',
        area: 'Piraeus',
        description: 'Clay courts in Piraeus, handy if you are staying near the port or arriving on a cruise.',
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Do I need to be a club member to play?',
        answer:
          'No. Almost every club in this guide rents courts to visitors by the hour, with no membership or joining fee. A few keep their busiest evening hours for members, so when you call, say you are visiting and ask which times are open to you.',
      },
      {
        question: 'How much should I budget for an hour of tennis?',
        answer:
          'Between €15 and €35 for the court, depending on the club, the surface and the time of day; evenings under floodlights cost the most. Add €6–⁠10 for new balls. Split between two players, an hour usually comes to €10–⁠20 each.',
      },
      {
        question: 'Can I rent a racket and buy balls at the club?',
        answer:
          'Most clubs sell balls at reception, and some rent rackets for a few euros. Not all of them do, so if you are travelling without a racket, ask when you book. Sports shops in the city centre and the shopping malls stock all the major brands.',
      },
      {
        question: 'Is it too hot to play in summer?',
        answer:
          'In the middle of the day, yes: from June to early September, avoid playing between 12:00 and 17:00. Early mornings and evenings are pleasant, with a breeze by the sea. Drink before you feel thirsty and take your breaks in the shade.',
      },
      {
        question: 'I am in Athens without a tennis partner. How do I find one?',
        answer:
          'Create an account on the platform and fill in your player profile. You will see other players’ levels and the hours they have marked as free, so you can arrange a friendly match with someone who suits you. Club coaches will also play with you for their hourly rate.',
      },
      {
        question: 'Can I join the championship if I only live in Athens for part of the year?',
        answer:
          'Yes. The season runs from November to October and you can join at any point. The organisers set your level (ATRP) when they approve your registration, so you meet opponents close to your own standard. There is no registration fee: you pay only for the matches you play.',
      },
      {
        question: 'Do the staff speak English, and can I pay by card?',
        answer:
          'In most clubs, yes to both: reception staff and coaches usually speak English, and cards are widely accepted. Smaller clubs sometimes prefer cash, so keep €20–⁠30 on you just in case.',
      },
    ],
  },
  callToAction: {
    title: 'Staying in Athens for a while?',
    body: 'Join the Athens tennis championship: as many matches as you like against players of your level, at clubs all over the city. Have a question first? Write to us and we will gladly help.',
    join: 'Join the championship',
    contact: 'Contact us',
  },
};
