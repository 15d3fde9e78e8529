import type { TDrawMatch } from '@tennis/contracts';

/** A draw match's score as the tile and the table show it: the server's score line, or w/o for a walkover, as every other result reads (decision 034). */
export const drawScore = (match: Pick<TDrawMatch, 'wo' | 'scoreText'>): string => (match.wo ? 'w/o' : match.scoreText);
