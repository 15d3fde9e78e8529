import { champions, contactMessages } from '../db/schema/index.js';
import { athensTime, day } from './calendar.js';
import type { SeedContext } from './context.js';
import { MEN_FIRST_NAMES, SURNAMES } from './names.js';
import type { SeedPlayer } from './players.js';
import { createRandom } from './random.js';
import { insertRows, stamped } from './rows.js';

// The Hall of Fame of host 1's league (2019 to 2024: the top three of the
// OPEN league every year, and of the UNDER 2.5 league since it began in
// 2021) and the messages of the contact form.

export async function seedHallOfFame(ctx: SeedContext, players: readonly SeedPlayer[]): Promise<number> {
  const random = createRandom('hall-of-fame');
  const veterans = players.filter((p) => p.city === 'athens' && p.gender === 0 && !p.newcomer && p.atrp !== null);
  const strong = veterans.filter((p) => (p.atrp as number) >= 4).sort((a, b) => b.strength - a.strength);
  const rising = veterans.filter((p) => p.atrp === 3 || p.atrp === 3.5);
  const taken = new Set(players.map((p) => p.displayName));
  const formerName = () => {
    for (;;) {
      const name = `${random.pick(MEN_FIRST_NAMES)} ${random.pick(SURNAMES)[0]}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
  const rows: (typeof champions.$inferInsert)[] = [];
  for (let year = 2019; year <= 2024; year++) {
    const leagues = year >= 2021 ? (['open', 'under'] as const) : (['open'] as const);
    for (const league of leagues) {
      // Recent podiums are players still on the platform; the first seasons' names are kept as printed.
      const pool = random.shuffle(league === 'open' ? strong.slice(0, 8) : rising);
      for (let position = 1; position <= 3; position++) {
        const player = year >= 2022 ? pool[position - 1] : undefined;
        rows.push({
          year,
          league,
          position,
          name: player?.displayName ?? formerName(),
          playerId: player?.id ?? null,
          ...stamped(athensTime(day(year, 7, 10), 12, 0)),
        });
      }
    }
  }
  await insertRows(ctx.tx, champions, rows);
  return rows.length;
}

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export async function seedContactMessages(ctx: SeedContext): Promise<number> {
  const messages: (typeof contactMessages.$inferInsert)[] = [
    {
      name: 'Λάμπρος Δημάκης',
      email: 'l.dimakis@example.com',
      subject: 'Συμμετοχή στο πρωτάθλημα',
      body: 'Καλησπέρα σας, θα ήθελα να μάθω αν μπορώ να δηλώσω συμμετοχή στο πρωτάθλημα ανδρών τώρα που έχει ξεκινήσει η σεζόν. Το επίπεδό μου είναι περίπου 3.0.',
      hostId: 1,
      createdAt: athensTime(day(2026, 11, 3), 21, 14),
      handledAt: athensTime(day(2026, 11, 4), 10, 2),
    },
    {
      name: 'Ευτυχία Μαρκοπούλου',
      email: 'eftychia.m@example.com',
      subject: 'Τουρνουά Χριστουγέννων: μικτό διπλό',
      body: 'Γεια σας! Ψάχνω συμπαίκτη για το μικτό διπλό του τουρνουά Χριστουγέννων. Μπορείτε να με βοηθήσετε να βρω κάποιον με επίπεδο 2.5;',
      hostId: 1,
      createdAt: athensTime(day(2026, 11, 18), 19, 40),
      handledAt: null,
    },
    {
      mode: 'bugs-and-improvements',
      name: 'Γιώργος Παπαδόπουλος',
      email: 'player@demo.gr',
      subject: 'Πρόταση: ειδοποίηση για νέους αντιπάλους',
      body: 'Θα ήταν χρήσιμο να λαμβάνω ειδοποίηση όταν κάποιος παίκτης του επιπέδου μου δηλώνει διαθεσιμότητα την ίδια μέρα με μένα.',
      hostId: 1,
      userId: ctx.accounts.users.player,
      createdAt: athensTime(day(2026, 11, 12), 8, 55),
      handledAt: null,
    },
    {
      name: 'Sophie Martin',
      email: 'sophie.martin@example.com',
      subject: 'Playing tennis in Athens next week',
      body: 'Hello, I will be in Athens from 1 to 6 December. Could you help me book a court and find a hitting partner around level 3.5? Thank you!',
      hostId: 1,
      createdAt: athensTime(day(2026, 11, 20), 16, 8),
      handledAt: null,
    },
    {
      name: 'Χαράλαμπος Ζήσης',
      email: 'ch.zisis@example.com',
      subject: 'Πληρωμή συμμετοχής',
      body: 'Έκανα τραπεζική μεταφορά για τη συμμετοχή μου στο Χειμερινό Τουρνουά. Μπορείτε να επιβεβαιώσετε ότι την λάβατε;',
      hostId: 1,
      createdAt: athensTime(day(2026, 11, 11), 13, 27),
      handledAt: athensTime(day(2026, 11, 11), 17, 3),
    },
    {
      name: 'Παρασκευή Τσιούμα',
      email: 'p.tsiouma@example.com',
      subject: 'Τουρνουά Θεσσαλονίκης',
      body: 'Καλημέρα, το τουρνουά Θεσσαλονίκης θα έχει και κατηγορία διπλών γυναικών; Ευχαριστώ.',
      hostId: 2,
      createdAt: athensTime(day(2026, 11, 15), 11, 31),
      handledAt: null,
    },
  ];
  await insertRows(
    ctx.tx,
    contactMessages,
    messages.map((message, index) => ({
      ...message,
      ipAddress: `192.0.2.${10 + index}`,
      userAgent: BROWSER,
    })),
  );
  return messages.length;
}
