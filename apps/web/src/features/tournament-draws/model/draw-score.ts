import type { TDrawMatch } from '@tennis/contracts';

/** A draw match's score as the tile and the table show it: the server's score line, or W.O. for a walkover. */
export const drawScore = (match: Pick<TDrawMatch, 'wo' | 'scoreText'>): string => (match.wo ? 'W.O.' : match.scoreText);
