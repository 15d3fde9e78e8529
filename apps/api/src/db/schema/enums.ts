import { pgEnum } from 'drizzle-orm/pg-core';

// Value lists the specification fixes. Adding a value later is one
// `ALTER TYPE ... ADD VALUE` migration; removing one is a rewrite, so only
// closed lists are enums. Open-ended lists stay `text`.

export const userRole = pgEnum('user_role', ['admin', 'host', 'host-employee', 'user']);

export const surface = pgEnum('surface', [
  'clay',
  'hard',
  'synthetic',
  'synthetic-clay',
  'synthetic-grass',
  'indoor',
  'grass',
]);

export const styleOfPlay = pgEnum('style_of_play', [
  'aggressive',
  'defensive',
  'pusher',
  'baseliner',
  'net-player',
  'big-server',
  'all-court',
  'other',
]);

export const strongHand = pgEnum('strong_hand', ['right', 'left']);

export const backhandType = pgEnum('backhand_type', ['one-handed', 'two-handed']);

/** Singles or doubles: of a tournament category, a championship, a match. */
export const matchType = pgEnum('match_type', ['singles', 'doubles']);

export const tournamentState = pgEnum('tournament_state', ['draft', 'coming-soon', 'pending', 'underway', 'archived']);

export const categoryState = pgEnum('category_state', ['uninitialized', 'initialized', 'concluded']);

export const roundRobinPhase = pgEnum('round_robin_phase', ['group', 'knockout']);

/** Shared by tournament and championship participations. */
export const participationState = pgEnum('participation_state', ['pending', 'approved', 'rejected', 'cancelled']);

/** How an entrant got into a tournament category (ENTRY_STATUSES of the contracts). */
export const entryStatus = pgEnum('entry_status', ['direct', 'WC', 'Q', 'LL', 'PR', 'SE', 'ALT']);

/** How a tournament participation was submitted. */
export const participationSource = pgEnum('participation_source', ['backoffice', 'player', 'guest']);

export const paymentMethod = pgEnum('payment_method', ['cash', 'card', 'bank-transfer', 'wallet']);

export const championshipState = pgEnum('championship_state', ['draft', 'coming-soon', 'underway', 'archived']);

/** Availability of an approved championship player: PLAY, INJURY/PAUSE, OFF in the ranking. */
export const championshipParticipationStatus = pgEnum('championship_participation_status', ['play', 'pause', 'off']);

export const matchKind = pgEnum('match_kind', ['tournament', 'championship', 'friendly']);

export const matchState = pgEnum('match_state', ['uninitialized', 'initialized', 'concluded']);

export const mediaType = pgEnum('media_type', ['image', 'video']);

export const standingsKind = pgEnum('standings_kind', ['weekly', 'monthly-race']);

export const league = pgEnum('league', ['open', 'under']);

export const walletTransactionType = pgEnum('wallet_transaction_type', ['deposit', 'withdrawal']);

export const walletTransactionStatus = pgEnum('wallet_transaction_status', ['pending', 'completed', 'failed']);

export const communicationCategory = pgEnum('communication_category', [
  'results',
  'credits',
  'achievements',
  'insights',
  'events',
]);

export const communicationChannel = pgEnum('communication_channel', ['email', 'none']);

export const popupAnswer = pgEnum('popup_answer', ['positive', 'snooze', 'never-show-again']);

export const authenticationEvent = pgEnum('authentication_event', ['login', 'logout', 'failed']);

export const contactMode = pgEnum('contact_mode', ['contact', 'bugs-and-improvements']);
