// Every refusal of the draw rules, in Greek, as the back office shows it.
// The first one is the spec's own wording; the others are ours, written in the
// same register, because the spec names the action but not its refusal text.
import { MIN_APPROVED_PARTICIPATIONS } from './is-category-initialisable.js';

export const DRAW_MESSAGES = {
  invalidQualifierMatches: 'Ο αριθμός προκριματικών αγώνων δεν είναι έγκυρος',
  invalidDrawSize: 'Το μέγεθος του ταμπλό δεν είναι έγκυρο',
  notEnoughApprovedParticipations: `Απαιτούνται τουλάχιστον ${MIN_APPROVED_PARTICIPATIONS} εγκεκριμένες συμμετοχές για την αρχικοποίηση της κατηγορίας`,
  matchNotFound: 'Ο αγώνας δεν βρέθηκε',
  matchConcluded: 'Ο αγώνας έχει ήδη ολοκληρωθεί',
  matchNotReady: 'Ο αγώνας δεν έχει ακόμη και τους δύο αντιπάλους',
  winnerIsBye: 'Το BYE δεν μπορεί να είναι νικητής αγώνα',
  notAByeMatch: 'Ο αγώνας δεν έχει BYE',
  matchNotConcluded: 'Ο αγώνας δεν έχει ολοκληρωθεί',
  nextMatchPlayed: 'Το αποτέλεσμα δεν μπορεί να αναιρεθεί γιατί ο επόμενος αγώνας έχει ήδη ολοκληρωθεί',
  noFreeLineForQualifier: 'Δεν υπάρχει ελεύθερη θέση στο ταμπλό για νέο προκριματικό αγώνα',
  notAFreeLine: 'Η θέση δεν είναι ελεύθερη',
  notAQualifierSlot: 'Η θέση δεν περιμένει νικητή προκριματικού αγώνα',
  opponentIsBye: 'Η θέση δεν μπορεί να καταργηθεί γιατί ο αντίπαλος είναι ήδη BYE',
  notAQualifierMatch: 'Ο αγώνας δεν είναι προκριματικός',
  qualifierMatchConcluded: 'Ο προκριματικός αγώνας έχει ολοκληρωθεί και δεν μπορεί να αφαιρεθεί',
  notAnEntrySlot: 'Συμμετοχές τοποθετούνται ή αφαιρούνται μόνο σε αγώνες του πρώτου γύρου ή σε προκριματικούς αγώνες',
  noParticipationInSlot: 'Η θέση δεν έχει συμμετοχή',
  participationCameFromQualifier:
    'Η συμμετοχή προήλθε από προκριματικό αγώνα: αναιρέστε πρώτα το αποτέλεσμα εκείνου του αγώνα',
  slotNotEmpty: 'Η θέση δεν είναι κενή',
  alreadyInDraw: 'Η συμμετοχή είναι ήδη στο ταμπλό',
} as const;
