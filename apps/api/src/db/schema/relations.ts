import { relations } from 'drizzle-orm';
import { achievements, playerAchievements } from './achievements.js';
import { accounts, sessions, users } from './auth.js';
import { availabilityEvents } from './availability.js';
import {
  championshipParticipations,
  championships,
  championshipVenues,
  standingsEntries,
  standingsSnapshots,
} from './championships.js';
import { clubs, clubSurfaces, courts, hostCategories, sponsors, tournamentHosts } from './hosts-and-clubs.js';
import { matches, matchMedia } from './matches.js';
import { clients, doublesTeams, players } from './players.js';
import { communicationPreferences, userPreferences } from './preferences.js';
import {
  groupParticipants,
  participations,
  payments,
  roundRobinGroups,
  tournamentCategories,
} from './tournament-categories.js';
import { tournaments, tournamentSponsors } from './tournaments.js';
import { wallets, walletTransactions } from './wallet.js';

// Relations for Drizzle's relational queries (`db.query.tournaments.findFirst({ with: … })`).
// They add no SQL; the foreign keys are in the tables. Where two tables are
// linked more than once, relationName pairs the two sides.

export const usersRelations = relations(users, ({ one, many }) => ({
  host: one(tournamentHosts, { fields: [users.hostId], references: [tournamentHosts.id] }),
  player: one(players),
  sessions: many(sessions, { relationName: 'sessionUser' }),
  accounts: many(accounts),
  preferences: one(userPreferences),
  communicationPreferences: many(communicationPreferences),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id], relationName: 'sessionUser' }),
  impersonator: one(users, { fields: [sessions.impersonatedBy], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const userPreferencesRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
}));

export const communicationPreferencesRelations = relations(communicationPreferences, ({ one }) => ({
  user: one(users, { fields: [communicationPreferences.userId], references: [users.id] }),
}));

export const tournamentHostsRelations = relations(tournamentHosts, ({ many }) => ({
  categories: many(hostCategories),
  sponsors: many(sponsors),
  clubs: many(clubs),
  tournaments: many(tournaments),
  championships: many(championships),
}));

export const hostCategoriesRelations = relations(hostCategories, ({ one }) => ({
  host: one(tournamentHosts, { fields: [hostCategories.hostId], references: [tournamentHosts.id] }),
}));

export const sponsorsRelations = relations(sponsors, ({ one }) => ({
  host: one(tournamentHosts, { fields: [sponsors.hostId], references: [tournamentHosts.id] }),
}));

export const clubsRelations = relations(clubs, ({ one, many }) => ({
  host: one(tournamentHosts, { fields: [clubs.hostId], references: [tournamentHosts.id] }),
  courts: many(courts),
  surfaces: many(clubSurfaces),
}));

export const courtsRelations = relations(courts, ({ one }) => ({
  club: one(clubs, { fields: [courts.clubId], references: [clubs.id] }),
}));

export const clubSurfacesRelations = relations(clubSurfaces, ({ one }) => ({
  club: one(clubs, { fields: [clubSurfaces.clubId], references: [clubs.id] }),
}));

export const playersRelations = relations(players, ({ one, many }) => ({
  user: one(users, { fields: [players.userId], references: [users.id] }),
  wallet: one(wallets),
  achievements: many(playerAchievements),
  availability: many(availabilityEvents),
  championshipParticipations: many(championshipParticipations),
}));

export const doublesTeamsRelations = relations(doublesTeams, ({ one }) => ({
  player1: one(players, { fields: [doublesTeams.player1Id], references: [players.id], relationName: 'teamPlayer1' }),
  player2: one(players, { fields: [doublesTeams.player2Id], references: [players.id], relationName: 'teamPlayer2' }),
}));

export const clientsRelations = relations(clients, ({ one }) => ({
  host: one(tournamentHosts, { fields: [clients.hostId], references: [tournamentHosts.id] }),
  player: one(players, { fields: [clients.playerId], references: [players.id] }),
}));

export const tournamentsRelations = relations(tournaments, ({ one, many }) => ({
  host: one(tournamentHosts, { fields: [tournaments.hostId], references: [tournamentHosts.id] }),
  club: one(clubs, { fields: [tournaments.clubId], references: [clubs.id] }),
  sponsors: many(tournamentSponsors),
  categories: many(tournamentCategories),
  participations: many(participations),
  matches: many(matches),
}));

export const tournamentSponsorsRelations = relations(tournamentSponsors, ({ one }) => ({
  tournament: one(tournaments, { fields: [tournamentSponsors.tournamentId], references: [tournaments.id] }),
  sponsor: one(sponsors, { fields: [tournamentSponsors.sponsorId], references: [sponsors.id] }),
}));

export const tournamentCategoriesRelations = relations(tournamentCategories, ({ one, many }) => ({
  tournament: one(tournaments, { fields: [tournamentCategories.tournamentId], references: [tournaments.id] }),
  hostCategory: one(hostCategories, {
    fields: [tournamentCategories.hostCategoryId],
    references: [hostCategories.id],
  }),
  participations: many(participations, { relationName: 'categoryParticipations' }),
  groups: many(roundRobinGroups),
  matches: many(matches),
  winner: one(participations, {
    fields: [tournamentCategories.winnerParticipationId],
    references: [participations.id],
    relationName: 'categoryWinner',
  }),
  finalist: one(participations, {
    fields: [tournamentCategories.finalistParticipationId],
    references: [participations.id],
    relationName: 'categoryFinalist',
  }),
  qualifierCategory: one(tournamentCategories, {
    fields: [tournamentCategories.qualifierCategoryId],
    references: [tournamentCategories.id],
    relationName: 'qualifierCategory',
  }),
  knockoutPhaseCategory: one(tournamentCategories, {
    fields: [tournamentCategories.knockoutPhaseCategoryId],
    references: [tournamentCategories.id],
    relationName: 'knockoutPhaseCategory',
  }),
}));

export const participationsRelations = relations(participations, ({ one }) => ({
  tournament: one(tournaments, { fields: [participations.tournamentId], references: [tournaments.id] }),
  tournamentCategory: one(tournamentCategories, {
    fields: [participations.tournamentCategoryId],
    references: [tournamentCategories.id],
    relationName: 'categoryParticipations',
  }),
  player: one(players, { fields: [participations.playerId], references: [players.id] }),
  doublesTeam: one(doublesTeams, { fields: [participations.doublesTeamId], references: [doublesTeams.id] }),
  payment: one(payments, { fields: [participations.paymentId], references: [payments.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  tournament: one(tournaments, { fields: [payments.tournamentId], references: [tournaments.id] }),
  participations: many(participations),
}));

export const roundRobinGroupsRelations = relations(roundRobinGroups, ({ one, many }) => ({
  tournamentCategory: one(tournamentCategories, {
    fields: [roundRobinGroups.tournamentCategoryId],
    references: [tournamentCategories.id],
  }),
  participants: many(groupParticipants),
  matches: many(matches),
}));

export const groupParticipantsRelations = relations(groupParticipants, ({ one }) => ({
  group: one(roundRobinGroups, { fields: [groupParticipants.roundRobinGroupId], references: [roundRobinGroups.id] }),
  participation: one(participations, {
    fields: [groupParticipants.participationId],
    references: [participations.id],
  }),
}));

export const championshipsRelations = relations(championships, ({ one, many }) => ({
  host: one(tournamentHosts, { fields: [championships.hostId], references: [tournamentHosts.id] }),
  finalsTournament: one(tournaments, { fields: [championships.finalsTournamentId], references: [tournaments.id] }),
  venues: many(championshipVenues),
  participations: many(championshipParticipations),
  matches: many(matches),
  standingsSnapshots: many(standingsSnapshots),
}));

export const championshipVenuesRelations = relations(championshipVenues, ({ one }) => ({
  championship: one(championships, { fields: [championshipVenues.championshipId], references: [championships.id] }),
  club: one(clubs, { fields: [championshipVenues.clubId], references: [clubs.id] }),
}));

export const championshipParticipationsRelations = relations(championshipParticipations, ({ one }) => ({
  championship: one(championships, {
    fields: [championshipParticipations.championshipId],
    references: [championships.id],
  }),
  player: one(players, { fields: [championshipParticipations.playerId], references: [players.id] }),
}));

export const standingsSnapshotsRelations = relations(standingsSnapshots, ({ one, many }) => ({
  championship: one(championships, { fields: [standingsSnapshots.championshipId], references: [championships.id] }),
  entries: many(standingsEntries),
}));

export const standingsEntriesRelations = relations(standingsEntries, ({ one }) => ({
  snapshot: one(standingsSnapshots, { fields: [standingsEntries.snapshotId], references: [standingsSnapshots.id] }),
  championshipParticipation: one(championshipParticipations, {
    fields: [standingsEntries.championshipParticipationId],
    references: [championshipParticipations.id],
  }),
  player: one(players, { fields: [standingsEntries.playerId], references: [players.id] }),
}));

export const matchesRelations = relations(matches, ({ one, many }) => ({
  host: one(tournamentHosts, { fields: [matches.hostId], references: [tournamentHosts.id] }),
  tournament: one(tournaments, { fields: [matches.tournamentId], references: [tournaments.id] }),
  tournamentCategory: one(tournamentCategories, {
    fields: [matches.tournamentCategoryId],
    references: [tournamentCategories.id],
  }),
  roundRobinGroup: one(roundRobinGroups, { fields: [matches.roundRobinGroupId], references: [roundRobinGroups.id] }),
  championship: one(championships, { fields: [matches.championshipId], references: [championships.id] }),
  homeParticipation: one(participations, {
    fields: [matches.homeParticipationId],
    references: [participations.id],
    relationName: 'homeParticipation',
  }),
  awayParticipation: one(participations, {
    fields: [matches.awayParticipationId],
    references: [participations.id],
    relationName: 'awayParticipation',
  }),
  homePlayer1: one(players, { fields: [matches.homePlayer1Id], references: [players.id], relationName: 'homePlayer1' }),
  homePlayer2: one(players, { fields: [matches.homePlayer2Id], references: [players.id], relationName: 'homePlayer2' }),
  awayPlayer1: one(players, { fields: [matches.awayPlayer1Id], references: [players.id], relationName: 'awayPlayer1' }),
  awayPlayer2: one(players, { fields: [matches.awayPlayer2Id], references: [players.id], relationName: 'awayPlayer2' }),
  nextMatch: one(matches, { fields: [matches.nextMatchId], references: [matches.id], relationName: 'nextMatch' }),
  club: one(clubs, { fields: [matches.clubId], references: [clubs.id] }),
  court: one(courts, { fields: [matches.courtId], references: [courts.id] }),
  media: many(matchMedia),
}));

export const matchMediaRelations = relations(matchMedia, ({ one }) => ({
  match: one(matches, { fields: [matchMedia.matchId], references: [matches.id] }),
}));

export const walletsRelations = relations(wallets, ({ one, many }) => ({
  player: one(players, { fields: [wallets.playerId], references: [players.id] }),
  transactions: many(walletTransactions),
}));

export const walletTransactionsRelations = relations(walletTransactions, ({ one }) => ({
  wallet: one(wallets, { fields: [walletTransactions.walletId], references: [wallets.id] }),
  match: one(matches, { fields: [walletTransactions.matchId], references: [matches.id] }),
  agent: one(users, { fields: [walletTransactions.createdByUserId], references: [users.id] }),
}));

export const availabilityEventsRelations = relations(availabilityEvents, ({ one }) => ({
  player: one(players, { fields: [availabilityEvents.playerId], references: [players.id] }),
  championship: one(championships, { fields: [availabilityEvents.championshipId], references: [championships.id] }),
  club: one(clubs, { fields: [availabilityEvents.clubId], references: [clubs.id] }),
}));

export const achievementsRelations = relations(achievements, ({ many }) => ({
  players: many(playerAchievements),
}));

export const playerAchievementsRelations = relations(playerAchievements, ({ one }) => ({
  player: one(players, { fields: [playerAchievements.playerId], references: [players.id] }),
  achievement: one(achievements, { fields: [playerAchievements.achievementId], references: [achievements.id] }),
  match: one(matches, { fields: [playerAchievements.matchId], references: [matches.id] }),
}));
