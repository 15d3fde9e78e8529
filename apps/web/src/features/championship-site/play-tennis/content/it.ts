import type { GuideContent } from './guide-content';

export const content: GuideContent = {
  languagesLabel: 'Lingua',
  hero: {
    eyebrow: 'Athens Tennis · Guida per i visitatori',
    title: 'Giocare a tennis ad Atene',
    lead: 'Atene ha il sole quasi tutto l’anno, circoli dai quartieri a nord fino al mare e tanti giocatori felici di palleggiare con qualcuno di nuovo. Che tu sia qui per una settimana o abbia appena preso casa in città, questa guida ti spiega come prenotare un campo, quanto spenderai, quando giocare e come trovare un compagno di gioco.',
  },
  facts: {
    title: 'In breve',
    items: [
      { label: 'Affitto del campo', value: '15–⁠35 € l’ora' },
      { label: 'Mesi migliori', value: 'aprile–giugno, settembre–novembre' },
      { label: 'Superficie più diffusa', value: 'Terra rossa' },
      { label: 'In estate', value: 'Prima delle 10:00 o dopo le 19:00' },
    ],
  },
  guide: {
    title: 'Cosa sapere',
    sections: {
      booking: {
        title: 'Prenotare un campo',
        paragraphs: [
          'La maggior parte dei circoli affitta i campi a ore anche a chi non è socio. Il modo più semplice è chiamare o scrivere al circolo uno o due giorni prima; molti rispondono anche su Viber o WhatsApp e alcuni accettano prenotazioni online. Le ore serali, dalle 18:00 alle 22:00, sono le prime a esaurirsi, soprattutto nei giorni feriali: prenotale il prima possibile.',
          'Di solito si prenota per un’ora, a volte per un’ora e mezza. Se cambi programma, avvisa il circolo almeno 24 ore prima, perché quasi tutti fanno pagare le disdette dell’ultimo minuto.',
        ],
        phrase: {
          intro:
            'Quasi ovunque ci si intende benissimo in inglese, ma due parole di greco alla reception fanno sempre piacere:',
          greek: 'Καλησπέρα, θα ήθελα ένα γήπεδο για μία ώρα.',
          reading: 'kalispéra, tha íthela éna gípedo ya mía óra',
          meaning: 'Buonasera, vorrei un campo per un’ora.',
        },
      },
      prices: {
        title: 'Quanto costa',
        paragraphs: [
          'Metti in conto circa 15–⁠25 € a campo per un’ora al mattino o nel primo pomeriggio, e 20–⁠35 € la sera, con i fari accesi. Il prezzo è per campo, non a persona: in due si divide a metà. I campi in terra rossa dei circoli più noti stanno nella fascia alta; i campi comunali in cemento sono i più economici.',
          'Una lezione privata con un maestro costa sui 30–⁠50 € l’ora, un tubo di palline nuove 6–⁠10 €, e i pochi circoli che noleggiano racchette chiedono qualche euro. Nel campionato ogni partita costa 20–⁠35 € a persona a seconda della sede, campo e illuminazione compresi.',
        ],
      },
      seasons: {
        title: 'Quando giocare',
        paragraphs: [
          'La primavera (da aprile a giugno) e l’autunno (da settembre a novembre) sono perfetti: caldo senza eccessi, poca pioggia e luce fino a tardi. A luglio e agosto si superano spesso i 35 °C, per questo gli ateniesi giocano prima delle 10:00 o dopo le 19:00, e tutti i circoli hanno i fari per le partite serali. Intorno a Ferragosto molti circoli riducono l’orario o chiudono per qualche giorno.',
          'Gli inverni sono miti: in una giornata di sole di gennaio si gioca con una felpa. Dopo un forte acquazzone i campi in terra rossa possono restare chiusi per qualche ora, finché non si asciugano; se le previsioni danno pioggia, prenota piuttosto un campo in cemento o coperto.',
        ],
      },
      surfaces: {
        title: 'Le superfici',
        paragraphs: [
          'La terra rossa è la superficie classica dei circoli ateniesi: più lenta, più gentile con le ginocchia e un po’ più faticosa col caldo. I campi in cemento sono comuni nei centri sportivi e negli impianti comunali, mentre la terra rossa sintetica e l’erba sintetica intasata di sabbia si trovano nei circoli più recenti. I campi coperti sono pochi: tienili a mente per una giornata di pioggia d’inverno.',
          'Sulla terra rossa usa scarpe con suola da terra battuta o all court. Alcuni circoli non ti fanno entrare con le scarpe da corsa, e hanno ragione: a rimetterci è il campo.',
        ],
      },
      bring: {
        title: 'Cosa portare',
        list: [
          'La tua racchetta, a meno che il circolo non ti abbia confermato che le noleggia.',
          'Scarpe da tennis adatte alla superficie: sulla terra rossa, suola da terra battuta o all court.',
          'Più acqua di quanta pensi; d’estate almeno un litro e mezzo all’ora.',
          'Crema solare, cappellino e occhiali da sole per giocare di giorno.',
          'Un tubo di palline nuove: in Grecia di solito le portano i giocatori, non il circolo.',
          'Un po’ di contanti, perché i circoli più piccoli non sempre accettano la carta.',
        ],
      },
      partners: {
        title: 'Trovare qualcuno con cui giocare',
        paragraphs: [
          'Viaggiare da soli non è un buon motivo per rinunciare al tennis. Crea un account gratuito sulla nostra piattaforma e completa il tuo profilo da giocatore: vedrai il livello degli altri giocatori e gli orari che hanno segnato come liberi. Organizza un’amichevole con qualcuno del tuo livello e, dopo aver giocato, registra il punteggio sul tuo profilo.',
          'Se resti ad Atene qualche mese o ci vivi, iscriviti al campionato: una lega amatoriale per tutti i livelli, da novembre a ottobre. Organizzi le tue partite con gli avversari che preferisci nei circoli partner, l’iscrizione è gratuita e la classifica si aggiorna ogni lunedì. Anche i maestri dei circoli possono giocare con te o trovarti un compagno, a pagamento.',
        ],
      },
    },
  },
  clubs: {
    title: 'Circoli partner',
    intro:
      'Nove circoli in tutta Atene, dal centro al mare, dove giocano i nostri giocatori. Tre sono le strutture partner del campionato e hanno una pagina tutta loro.',
    surfaces: {
      clay: 'Terra rossa',
      syntheticClay: 'Terra rossa sintetica',
      hard: 'Cemento',
      artificialGrass: 'Erba sintetica',
      indoor: 'Coperto',
    },
    courtsLabel: 'Campi',
    map: 'Mappa',
    facilityPage: 'Pagina del circolo',
    partnerBadge: 'Struttura partner',
    newTab: '(si apre in una nuova scheda)',
    items: {
      taf: {
        name: 'Tennis Academy Filothei (TAF)',
        area: 'Filothei',
        description:
          'Sei campi immersi nel verde di Filothei, quattro in terra rossa, con i fari per le partite serali.',
      },
      tenez: {
        name: 'Tenez Tennis Club',
        area: 'Chalandri',
        description:
          'Campi in cemento su viale Kifisias, due dei quali coperti: la scelta più sicura quando d’inverno piove.',
      },
      kavouri: {
        name: 'Circolo Tennis Kavouri',
        area: 'Kavouri, Vouliagmeni',
        description:
          'Cinque campi in terra rossa a due passi dal mare: il bagno dopo la partita fa parte dell’esperienza.',
      },
      athensLawnTennis: {
        name: 'Athens Lawn Tennis Club',
        area: 'Centro (Zappeion)',
        description:
          'Il circolo di tennis più antico della città, fondato nel 1895, accanto allo Zappeion e al tempio di Zeus Olimpio, a pochi passi dall’Acropoli.',
      },
      olympicTennisCentre: {
        name: 'Centro Olimpico del Tennis (OAKA)',
        area: 'Marousi',
        description:
          'I campi in cemento delle Olimpiadi del 2004, vicino alla stazione Irini della linea 1 della metropolitana.',
      },
      kifisia: {
        name: 'Tennis Club Kifisia',
        area: 'Kifisia',
        description:
          'Un circolo storico con campi in terra rossa sotto i pini e un campo in erba sintetica, a pochi minuti dalla stazione di Kifisia.',
      },
      glyfada: {
        name: 'Centro Tennis Glyfada',
        area: 'Glyfada',
        description: 'Terra rossa sintetica e campi in cemento nel cuore di Glyfada, vicino al tram e al lungomare.',
      },
      agiaParaskevi: {
        name: 'Tennis Club Agia Paraskevi',
        area: 'Agia Paraskevi',
        description:
          'Tre campi in cemento con parcheggio comodo, vicino alle stazioni della linea 3 della metropolitana.',
      },
      piraeus: {
        name: 'Circolo Tennis del Pireo',
        area: 'Pireo',
        description: 'Campi in terra rossa al Pireo, comodi se alloggi vicino al porto o arrivi in crociera.',
      },
    },
  },
  faq: {
    title: 'Domande frequenti',
    items: [
      {
        question: 'Bisogna essere soci di un circolo per giocare?',
        answer:
          'No. Quasi tutti i circoli di questa guida affittano i campi a ore a chi è di passaggio, senza tessera né quota d’iscrizione. Alcuni riservano ai soci le ore serali più richieste: quando chiami, di’ che sei in visita e chiedi quali orari sono liberi per te.',
      },
      {
        question: 'Quanto devo mettere in conto per un’ora di tennis?',
        answer:
          'Tra 15 e 35 € per il campo, a seconda del circolo, della superficie e dell’orario; la sera con i fari accesi si spende di più. Aggiungi 6–⁠10 € per le palline nuove. Divisa in due, un’ora costa di solito 10–⁠20 € a testa.',
      },
      {
        question: 'Posso noleggiare una racchetta e comprare le palline al circolo?',
        answer:
          'Quasi tutti i circoli vendono palline alla reception e alcuni noleggiano anche racchette per qualche euro. Non succede ovunque, quindi se viaggi senza racchetta chiedilo quando prenoti. I negozi di articoli sportivi del centro e dei centri commerciali hanno tutte le grandi marche.',
      },
      {
        question: 'D’estate fa troppo caldo per giocare?',
        answer:
          'A mezzogiorno sì: da giugno a inizio settembre evita di giocare tra le 12:00 e le 17:00. Al mattino presto e la sera si sta bene, e vicino al mare c’è la brezza. Bevi prima di avere sete e fai le pause all’ombra.',
      },
      {
        question: 'Sono ad Atene senza un compagno di gioco: come lo trovo?',
        answer:
          'Crea un account sulla piattaforma e completa il tuo profilo da giocatore. Vedrai il livello degli altri giocatori e gli orari che hanno segnato come liberi, così puoi organizzare un’amichevole con qualcuno adatto a te. Anche i maestri dei circoli giocano con te, alla loro tariffa oraria.',
      },
      {
        question: 'Posso iscrivermi al campionato se vivo ad Atene solo per una parte dell’anno?',
        answer:
          'Sì. La stagione va da novembre a ottobre e puoi entrare in qualsiasi momento. Gli organizzatori stabiliscono il tuo livello (ATRP) quando approvano l’iscrizione, così affronti avversari vicini al tuo livello. L’iscrizione è gratuita: paghi solo le partite che giochi.',
      },
      {
        question: 'Nei circoli si parla inglese o italiano? Si può pagare con la carta?',
        answer:
          'Nella maggior parte dei circoli reception e maestri parlano inglese; l’italiano è meno diffuso, ma spesso si trova qualcuno che lo capisce. La carta è accettata quasi ovunque, anche se i circoli più piccoli a volte preferiscono i contanti: tieni 20–⁠30 € in tasca, non si sa mai.',
      },
    ],
  },
  callToAction: {
    title: 'Resti ad Atene per un po’?',
    body: 'Entra nel campionato di tennis di Atene: tutte le partite che vuoi contro giocatori del tuo livello, in circoli di tutta la città. Hai qualche domanda prima? Scrivici, saremo felici di aiutarti.',
    join: 'Iscriviti al campionato',
    contact: 'Contattaci',
  },
};
