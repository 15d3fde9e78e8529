import type { TMatch } from '@tennis/contracts';

/** The match's time of day (HH:mm), empty when it has none. */
export const timeOf = (match: TMatch) => match.scheduledAt?.slice(11, 16) ?? '';
