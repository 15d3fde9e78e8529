import type { FieldErrors, Resolver } from 'react-hook-form';
import { ZTournamentCreateRequest, type TTournamentCreateRequest } from '@tennis/contracts';
import { fieldsOfValues, type TournamentFormValues } from './tournament-form-values';

/**
 * Checks the form with the same schema the server uses: the inputs' text is
 * turned into the request first, and each issue lands on its field.
 */
export const tournamentFormResolver: Resolver<TournamentFormValues, unknown, TTournamentCreateRequest> = (values) => {
  const parsed = ZTournamentCreateRequest.safeParse(fieldsOfValues(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<TournamentFormValues> };
};
