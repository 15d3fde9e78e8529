import { contactMessages } from '../db/schema/index.js';
import { athensTime, day } from './calendar.js';
import type { SeedContext } from './context.js';
import { insertRows } from './rows.js';

// The messages of the contact form.

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
