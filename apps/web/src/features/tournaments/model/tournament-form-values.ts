import { slugify } from '@tennis/domain';
import type { TTournament, TTournamentFields } from '@tennis/contracts';

/** The form as the inputs hold it: text everywhere, dates as datetime-local values. */
export type TournamentFormValues = {
  hostId: string;
  name: string;
  slug: string;
  clubId: string;
  surface: string;
  address: string;
  tournamentStart: string;
  tournamentEnd: string;
  participationsEnd: string;
  firstCategoryCost: string;
  secondCategoryCost: string;
  maxParticipations: string;
  contactPhones: string;
  categoryIds: string[];
  sponsorIds: string[];
};

export const emptyFormValues = (hostId: number | null): TournamentFormValues => ({
  hostId: hostId === null ? '' : String(hostId),
  name: '',
  slug: '',
  clubId: '',
  surface: 'clay',
  address: '',
  tournamentStart: '',
  tournamentEnd: '',
  participationsEnd: '',
  firstCategoryCost: '',
  secondCategoryCost: '',
  maxParticipations: '',
  contactPhones: '',
  categoryIds: [],
  sponsorIds: [],
});

/** `2026-12-12T09:00` (datetime-local) ⇄ `2026-12-12 09:00:00` (the API's Athens format). */
export const toServerDateTime = (local: string) => (local ? `${local.replace('T', ' ')}:00`.slice(0, 19) : '');
export const toLocalInput = (server: string | null) => (server ? server.slice(0, 16).replace(' ', 'T') : '');

/** The club select's value for "various tennis clubs" (club null). */
export const VARIOUS_CLUBS = 'various';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The slug the create form proposes for a name (transliterated kebab-case). */
export const slugForName = (name: string) => slugify(name);

export function valuesOfTournament(tournament: TTournament): TournamentFormValues {
  return {
    hostId: String(tournament.host.id),
    name: tournament.name,
    slug: tournament.slug,
    clubId: tournament.clubId === null ? VARIOUS_CLUBS : String(tournament.clubId),
    surface: tournament.surface ?? '',
    address: tournament.address ?? '',
    tournamentStart: toLocalInput(tournament.tournamentStart),
    tournamentEnd: toLocalInput(tournament.tournamentEnd),
    participationsEnd: toLocalInput(tournament.participationsEnd),
    firstCategoryCost: String(tournament.firstCategoryCost),
    secondCategoryCost: tournament.secondCategoryCost === null ? '' : String(tournament.secondCategoryCost),
    maxParticipations: tournament.maxParticipations === null ? '' : String(tournament.maxParticipations),
    contactPhones: tournament.contactPhones ?? '',
    categoryIds: tournament.tournamentCategories.map((c) => String(c.hostCategoryId ?? '')).filter(Boolean),
    sponsorIds: tournament.sponsors.map((s) => String(s.id)),
  };
}

/** The request fields the shared schema checks (in the browser first, then on the server). */
export function fieldsOfValues(
  values: TournamentFormValues,
): TTournamentFields & { hostId?: number; categoryIds: number[] } {
  return {
    ...(values.hostId ? { hostId: Number(values.hostId) } : {}),
    name: values.name,
    slug: values.slug,
    clubId:
      values.clubId === VARIOUS_CLUBS ? null : values.clubId ? Number(values.clubId) : (undefined as unknown as number),
    surface: values.surface ? (values.surface as TTournamentFields['surface']) : null,
    address: values.address,
    tournamentStart: toServerDateTime(values.tournamentStart),
    tournamentEnd: values.tournamentEnd ? toServerDateTime(values.tournamentEnd) : null,
    participationsEnd: toServerDateTime(values.participationsEnd),
    firstCategoryCost:
      values.firstCategoryCost.trim() === '' ? (undefined as unknown as number) : Number(values.firstCategoryCost),
    secondCategoryCost: numberOrNull(values.secondCategoryCost),
    maxParticipations: numberOrNull(values.maxParticipations),
    contactPhones: values.contactPhones.trim() || null,
    sponsorIds: values.sponsorIds.map(Number),
    categoryIds: values.categoryIds.map(Number),
  };
}
