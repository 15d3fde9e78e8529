import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMatchWalletTransactions,
  TWalletChangeResponse,
  TWalletChargeRequest,
  TWalletResponse,
  TWalletTopUpRequest,
} from '@tennis/contracts';
import { api } from '../../lib/api-client';

/** Every wallet answer is kept under this key, so a change anywhere refreshes every wallet view. */
const WALLETS_KEY = ['wallets'] as const;

const walletPath = (playerId: number) => `/api/players/${playerId}/wallet`;

const walletQuery = (playerId: number, page: number, pageLength: number) =>
  queryOptions({
    queryKey: [...WALLETS_KEY, 'player', playerId, { page, pageLength }],
    queryFn: ({ signal }) => api.get<TWalletResponse>(walletPath(playerId), { query: { page, pageLength }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useWallet = (playerId: number, page: number, pageLength: number) =>
  useQuery(walletQuery(playerId, page, pageLength));

/** What was charged from wallets for a match (payment on the spot). */
export const useMatchWalletTransactions = (matchId: number) =>
  useQuery({
    queryKey: [...WALLETS_KEY, 'match', matchId],
    queryFn: ({ signal }) =>
      api.get<TMatchWalletTransactions>(`/api/matches/${matchId}/wallet-transactions`, { signal }),
  });

/**
 * A key for one money change: a dialog keeps the same key while it is open,
 * so a double click or a retry after a lost answer charges once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function useWalletMutation<B>(run: (body: B) => Promise<TWalletChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: WALLETS_KEY }) });
}

export type MoneyKind = 'top-up' | 'charge';

/** A top-up or a charge of one player's wallet, with the dialog's Idempotency-Key. */
export const useMoneyChange = (playerId: number, kind: MoneyKind, idempotencyKey: string) =>
  useWalletMutation((body: TWalletTopUpRequest | TWalletChargeRequest) =>
    api.post<TWalletChangeResponse>(`${walletPath(playerId)}/${kind}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export const useRollbackTransaction = (playerId: number) =>
  useWalletMutation((transactionId: number) =>
    api.post<TWalletChangeResponse>(`${walletPath(playerId)}/transactions/${transactionId}/rollback`),
  );

export const useCreateWallet = (playerId: number) =>
  useWalletMutation(() => api.post<TWalletChangeResponse>(`${walletPath(playerId)}/create`));
