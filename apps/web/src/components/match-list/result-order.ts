type Side = 'home' | 'away';

/**
 * The two sides in the order a result is written: the winner first, since the
 * score beside them is the winner's ("Λεβέντης – Τζανετάκης 6-2 6-3" reads one
 * way only, as every published result does). Home first while nobody has won.
 */
export function resultOrder(awayWon: boolean): readonly [Side, Side] {
  return awayWon ? ['away', 'home'] : ['home', 'away'];
}
