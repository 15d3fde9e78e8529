import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, type TWalletResponse, type TWalletTransaction } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { CreateWalletDialog } from '../../../components/wallet/create-wallet-dialog';
import { MoneyDialog } from '../../../components/wallet/money-dialog';
import { canManageWallets } from '../../../components/wallet/wallet-access';
import { useRollbackTransaction, useWallet, type MoneyKind } from '../../../components/wallet/wallet-api';
import { WALLET_DIALOGS_NS } from '../../../components/wallet/i18n';
import { ApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { BalanceCard } from '../components/balance-card';
import { RollbackButton } from '../components/rollback-button';
import { TransactionCard } from '../components/transaction-card';
import { transactionColumns } from '../components/transaction-columns';
import { WALLET_NS } from '../i18n';

/** Top-up and charge buttons show above the table too once the list is longer than this (spec 3 §5). */
const TOP_BUTTONS_AFTER = 10;

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  const pageLength = Number(search.get('pageLength'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageLength: (PAGE_LENGTHS as readonly number[]).includes(pageLength) ? pageLength : DEFAULT_PAGE_LENGTH,
  };
};

/**
 * /players/{id}/wallet (spec 3 §3, §5): the balance, the transactions newest
 * first (a table, tiles on a phone), paged; top-up and charge dialogs and the
 * two-click rollback for the back office. A player sees their own wallet only.
 */
export function WalletPage() {
  const { t } = useTranslation(WALLET_NS);
  const { id = '' } = useParams();
  const playerId = Number(id);
  const [search, setSearch] = useSearchParams();
  const { page, pageLength } = pageOf(search);
  const wallet = useWallet(playerId, page, pageLength);
  const user = useCurrentUser();
  const config = useAppConfig();
  const manages = canManageWallets(user, config.godUserId);
  const [dialog, setDialog] = useState<MoneyKind | 'create' | null>(null);

  if (wallet.error instanceof ApiError && wallet.error.status === 403) return <AccessDenied />;
  const missing = wallet.error instanceof ApiError && wallet.error.status === 404;
  const data = wallet.data;
  const change = (next: { page?: number; pageLength?: number }) =>
    setSearch(new URLSearchParams({ page: String(next.page ?? 1), pageLength: String(next.pageLength ?? pageLength) }));

  return (
    <Page title={data ? t('titleOf', { name: data.wallet.player.displayName }) : t('title')}>
      {wallet.isPending && <Skeleton className="mb-6 h-28 w-full rounded-card" />}
      {wallet.error && !missing && <QueryError error={wallet.error} onRetry={wallet.refetch} />}
      {missing && (
        <MissingWallet message={wallet.error?.message ?? ''} canCreate={manages} onCreate={() => setDialog('create')} />
      )}
      {data && (
        <WalletContents
          data={data}
          playerId={playerId}
          onOpen={setDialog}
          onPage={(next) => change({ page: next })}
          onPageLength={(next) => change({ pageLength: next })}
          loading={wallet.isPlaceholderData}
        />
      )}
      {(dialog === 'top-up' || dialog === 'charge') && data && (
        <MoneyDialog
          kind={dialog}
          playerId={playerId}
          playerName={data.wallet.player.displayName}
          balanceCents={data.wallet.balanceCents}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'create' && (
        <CreateWalletDialog playerId={playerId} playerName={`#${playerId}`} onClose={() => setDialog(null)} />
      )}
    </Page>
  );
}

function MissingWallet({
  message,
  canCreate,
  onCreate,
}: {
  message: string;
  canCreate: boolean;
  onCreate: () => void;
}) {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  return (
    <div className="rounded-card border border-dashed border-line bg-surface px-4 py-10 text-center">
      <p className="text-ink-muted">{message}</p>
      {canCreate && (
        <Button className="mt-4" onClick={onCreate}>
          {t('create.action')}
        </Button>
      )}
    </div>
  );
}

type ContentsProps = {
  data: TWalletResponse;
  playerId: number;
  loading: boolean;
  onOpen: (dialog: MoneyKind) => void;
  onPage: (page: number) => void;
  onPageLength: (pageLength: number) => void;
};

function WalletContents({ data, playerId, loading, onOpen, onPage, onPageLength }: ContentsProps) {
  const { t } = useTranslation(WALLET_NS);
  const rollback = useRollbackTransaction(playerId);
  const { permissions } = data.wallet;
  const buttons = (permissions.topUp || permissions.charge) && (
    <MoneyButtons topUp={permissions.topUp} charge={permissions.charge} onOpen={onOpen} />
  );
  const actions = (row: TWalletTransaction) =>
    row.permissions.rollback ? (
      <RollbackButton
        pending={rollback.isPending && rollback.variables === row.id}
        onConfirm={() =>
          rollback.mutate(row.id, {
            onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
            onError: (failure) => reportFormError(failure),
          })
        }
      />
    ) : null;

  return (
    <>
      <BalanceCard wallet={data.wallet} />
      <div className="mb-3 mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('transactions')}</h2>
        {data.meta.total > TOP_BUTTONS_AFTER && buttons}
      </div>
      <DataTable
        columns={transactionColumns(t, actions)}
        data={data.data}
        getRowId={(row) => String(row.id)}
        loading={loading}
        emptyText={t('empty')}
        caption={t('transactions')}
        renderCard={(row) => <TransactionCard transaction={row} actions={actions(row)} />}
      />
      {data.meta.total > 0 && (
        <Pagination
          className="mt-4"
          page={data.meta.page}
          lastPage={data.meta.lastPage}
          total={data.meta.total}
          pageLength={data.meta.pageLength}
          onPageChange={onPage}
          onPageLengthChange={onPageLength}
        />
      )}
      {buttons && <div className="mt-6 flex justify-end">{buttons}</div>}
    </>
  );
}

function MoneyButtons({
  topUp,
  charge,
  onOpen,
}: {
  topUp: boolean;
  charge: boolean;
  onOpen: (kind: MoneyKind) => void;
}) {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  return (
    <div className="flex flex-wrap gap-2">
      {topUp && <Button onClick={() => onOpen('top-up')}>{t('topUp.action')}</Button>}
      {charge && (
        <Button variant="secondary" onClick={() => onOpen('charge')}>
          {t('charge.action')}
        </Button>
      )}
    </div>
  );
}
