import type { GuideContent } from './guide-content';

export const content: GuideContent = {
  languagesLabel: 'Idioma',
  hero: {
    eyebrow: 'Athens Tennis · Guía para visitantes',
    title: 'Juega al tenis en Atenas',
    lead: 'Atenas tiene sol casi todo el año, clubes desde los barrios del norte hasta la costa y muchos jugadores encantados de pelotear con alguien nuevo. Tanto si vienes una semana como si acabas de instalarte en la ciudad, en esta guía encontrarás cómo reservar pista, cuánto vas a pagar, a qué hora jugar y cómo encontrar compañero.',
  },
  facts: {
    title: 'De un vistazo',
    items: [
      { label: 'Alquiler de pista', value: '15–⁠35 € la hora' },
      { label: 'Mejores meses', value: 'abril–junio, septiembre–noviembre' },
      { label: 'Superficie más habitual', value: 'Tierra batida' },
      { label: 'En verano', value: 'Antes de las 10:00 o después de las 19:00' },
    ],
  },
  guide: {
    title: 'Lo que necesitas saber',
    sections: {
      booking: {
        title: 'Cómo reservar pista',
        paragraphs: [
          'La mayoría de los clubes alquilan pistas por horas también a quien no es socio. Lo más sencillo es llamar o escribir al club con uno o dos días de antelación; muchos responden por Viber o WhatsApp y algunos aceptan reservas en línea. Las horas de la tarde-noche, de 18:00 a 22:00, son las primeras en llenarse, sobre todo entre semana, así que resérvalas cuanto antes.',
          'Las reservas suelen ser de una hora, a veces de hora y media. Si cambian tus planes, avisa al club con al menos 24 horas de antelación: la mayoría cobra las cancelaciones de última hora.',
        ],
        phrase: {
          intro:
            'En casi todos los clubes te entenderán en inglés, pero unas palabras en griego en recepción siempre se agradecen:',
          greek: 'Καλησπέρα, θα ήθελα ένα γήπεδο για μία ώρα.',
          reading: 'kalispéra, tha íthela éna gípedo ya mía óra',
          meaning: 'Buenas tardes, quería una pista para una hora.',
        },
      },
      prices: {
        title: 'Cuánto cuesta',
        paragraphs: [
          'Calcula unos 15–⁠25 € por pista y hora por la mañana o a primera hora de la tarde, y 20–⁠35 € por la noche, con los focos encendidos. El precio es por pista, no por persona, así que entre dos sale a mitad de precio. Las pistas de tierra batida de los clubes más conocidos están en la parte alta de la horquilla; las pistas duras municipales son las más baratas.',
          'Una clase particular con entrenador cuesta unos 30–⁠50 € la hora, un bote de pelotas nuevas 6–⁠10 €, y los pocos clubes que alquilan raquetas piden unos pocos euros. En el campeonato, cada partido cuesta 20–⁠35 € por persona según la sede, pista e iluminación incluidas.',
        ],
      },
      seasons: {
        title: 'Cuándo jugar',
        paragraphs: [
          'La primavera (de abril a junio) y el otoño (de septiembre a noviembre) son ideales: calor sin excesos, poca lluvia y luz hasta tarde. En julio y agosto el termómetro supera a menudo los 35 °C, por eso los atenienses juegan antes de las 10:00 o después de las 19:00, y todos los clubes tienen focos para los partidos nocturnos. En torno al 15 de agosto muchos clubes reducen el horario o cierran unos días.',
          'Los inviernos son suaves: en un día soleado de enero se juega con una sudadera. Tras una lluvia fuerte, las pistas de tierra batida pueden quedar cerradas unas horas hasta que drenan; si el pronóstico anuncia lluvia, mejor reserva una pista dura o cubierta.',
        ],
      },
      surfaces: {
        title: 'Superficies',
        paragraphs: [
          'La tierra batida es la superficie clásica de los clubes atenienses: más lenta, más amable con las rodillas y algo más agotadora con calor. Las pistas duras abundan en polideportivos e instalaciones municipales, y la tierra batida sintética y el césped artificial con arena se encuentran en los clubes más nuevos. Las pistas cubiertas escasean, así que conviene tenerlas en cuenta para un día de lluvia en invierno.',
          'En tierra batida, lleva zapatillas con suela de tierra batida o para todas las superficies. Algunos clubes no te dejan entrar con zapatillas de correr, y con razón: quien sufre es la pista.',
        ],
      },
      bring: {
        title: 'Qué llevar',
        list: [
          'Tu raqueta, salvo que el club te haya confirmado que las alquila.',
          'Zapatillas de tenis adecuadas a la superficie: en tierra batida, con suela específica o para todas las superficies.',
          'Más agua de la que crees; en verano, al menos litro y medio por hora.',
          'Crema solar, gorra y gafas de sol para jugar de día.',
          'Un bote de pelotas nuevas: en Grecia suelen llevarlas los jugadores, no el club.',
          'Algo de efectivo, porque los clubes pequeños no siempre aceptan tarjeta.',
        ],
      },
      partners: {
        title: 'Cómo encontrar con quién jugar',
        paragraphs: [
          'Viajar solo no es motivo para quedarse sin tenis. Crea una cuenta gratuita en nuestra plataforma y completa tu perfil de jugador: verás el nivel de los demás jugadores y las horas que han marcado como libres. Queda para un partido amistoso con alguien de tu nivel y, después de jugar, registra el resultado en tu perfil.',
          'Si vas a pasar unos meses en Atenas o vives aquí, apúntate al campeonato: una liga amateur para todos los niveles, de noviembre a octubre. Organizas tus partidos con los rivales que quieras en los clubes asociados, la inscripción es gratuita y la clasificación se actualiza cada lunes. Los entrenadores de los clubes también pueden jugar contigo o buscarte compañero, a cambio de una tarifa.',
        ],
      },
    },
  },
  clubs: {
    title: 'Clubes asociados',
    intro:
      'Nueve clubes repartidos por Atenas, del centro a la costa, donde juegan nuestros jugadores. Tres de ellos son las instalaciones asociadas del campeonato y tienen su propia página.',
    surfaces: {
      clay: 'Tierra batida',
      syntheticClay: 'Tierra batida sintética',
      hard: 'Pista dura',
      artificialGrass: 'Césped artificial',
      indoor: 'Cubierta',
    },
    courtsLabel: 'Pistas',
    map: 'Mapa',
    facilityPage: 'Página del club',
    partnerBadge: 'Instalación asociada',
    newTab: '(se abre en una pestaña nueva)',
    items: {
      taf: {
        name: 'Tennis Academy Filothei (TAF)',
        area: 'Filothei',
        description:
          'Seis pistas entre el verde de Filothei, cuatro de ellas de tierra batida, con focos para jugar de noche.',
      },
      tenez: {
        name: 'Tenez Tennis Club',
        area: 'Chalandri',
        description:
          'Pistas duras en la avenida Kifisias, dos de ellas cubiertas: la opción más segura cuando llueve en invierno.',
      },
      kavouri: {
        name: 'Club de Tenis de Kavouri',
        area: 'Kavouri, Vouliagmeni',
        description:
          'Cinco pistas de tierra batida a pocos pasos del mar: el baño después del partido forma parte de la experiencia.',
      },
      athensLawnTennis: {
        name: 'Athens Lawn Tennis Club',
        area: 'Centro (Zappeion)',
        description:
          'El club de tenis más antiguo de la ciudad, fundado en 1895, junto al Zappeion y el templo de Zeus Olímpico, a un paseo de la Acrópolis.',
      },
      olympicTennisCentre: {
        name: 'Centro Olímpico de Tenis (OAKA)',
        area: 'Marousi',
        description:
          'Las pistas duras de los Juegos Olímpicos de 2004, junto a la estación Irini de la línea 1 del metro.',
      },
      kifisia: {
        name: 'Tennis Club de Kifisia',
        area: 'Kifisia',
        description:
          'Un club con solera, con pistas de tierra batida bajo los pinos y una de césped artificial, a pocos minutos de la estación de Kifisia.',
      },
      glyfada: {
        name: 'Centro de Tenis de Glyfada',
        area: 'Glyfada',
        description:
          'Tierra batida sintética y pistas duras en pleno centro de Glyfada, cerca del tranvía y del paseo marítimo.',
      },
      agiaParaskevi: {
        name: 'Tennis Club de Agia Paraskevi',
        area: 'Agia Paraskevi',
        description: 'Tres pistas duras con aparcamiento fácil, cerca de las estaciones de la línea 3 del metro.',
      },
      piraeus: {
        name: 'Club de Tenis del Pireo',
        area: 'El Pireo',
        description:
          'Pistas de tierra batida en El Pireo, muy prácticas si te alojas cerca del puerto o llegas en crucero.',
      },
    },
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Hace falta ser socio de un club para jugar?',
        answer:
          'No. Casi todos los clubes de esta guía alquilan pistas por horas a visitantes, sin cuota ni matrícula. Algunos reservan a sus socios las horas de la noche más solicitadas, así que cuando llames di que estás de visita y pregunta qué horarios tienes disponibles.',
      },
      {
        question: '¿Cuánto debo calcular por una hora de tenis?',
        answer:
          'Entre 15 y 35 € por la pista, según el club, la superficie y la hora; las noches con focos son lo más caro. Suma 6–⁠10 € por un bote de pelotas nuevas. Entre dos, una hora suele salir a 10–⁠20 € por persona.',
      },
      {
        question: '¿Puedo alquilar raqueta y comprar pelotas en el club?',
        answer:
          'La mayoría de los clubes venden pelotas en recepción y algunos también alquilan raquetas por unos pocos euros. No todos lo hacen, así que si viajas sin raqueta, pregúntalo al reservar. Las tiendas de deporte del centro y de los centros comerciales tienen todas las grandes marcas.',
      },
      {
        question: '¿Hace demasiado calor para jugar en verano?',
        answer:
          'A mediodía, sí: de junio a principios de septiembre evita jugar entre las 12:00 y las 17:00. A primera hora de la mañana y por la noche se está bien, y cerca del mar corre la brisa. Bebe antes de tener sed y descansa a la sombra.',
      },
      {
        question: 'Estoy en Atenas sin compañero de juego. ¿Cómo lo encuentro?',
        answer:
          'Crea una cuenta en la plataforma y completa tu perfil de jugador. Verás el nivel de los demás jugadores y las horas que han marcado como libres, y podrás quedar para un partido amistoso con alguien que encaje contigo. Los entrenadores de los clubes también juegan contigo, pagando su tarifa por hora.',
      },
      {
        question: '¿Puedo apuntarme al campeonato si solo vivo en Atenas parte del año?',
        answer:
          'Sí. La temporada va de noviembre a octubre y puedes incorporarte en cualquier momento. Los organizadores fijan tu nivel (ATRP) al aprobar tu inscripción, para que te midas con rivales de un nivel parecido al tuyo. La inscripción es gratuita: solo pagas los partidos que juegas.',
      },
      {
        question: '¿Hablan inglés o español en los clubes? ¿Se puede pagar con tarjeta?',
        answer:
          'En la mayoría de los clubes, el personal de recepción y los entrenadores hablan inglés; el español es menos habitual. La tarjeta se acepta casi en todas partes, aunque los clubes pequeños a veces prefieren efectivo: lleva 20–⁠30 € encima por si acaso.',
      },
    ],
  },
  callToAction: {
    title: '¿Te quedas una temporada en Atenas?',
    body: 'Únete al campeonato de tenis de Atenas: todos los partidos que quieras contra jugadores de tu nivel, en clubes de toda la ciudad. ¿Tienes alguna duda antes? Escríbenos y te ayudaremos encantados.',
    join: 'Únete al campeonato',
    contact: 'Escríbenos',
  },
};
