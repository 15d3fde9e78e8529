import { useQuery, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCodeVersion } from '@tennis/contracts';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { GOD_TOOLS_NS } from '../i18n';

const codeQuery = queryOptions({
  queryKey: ['god-tools', 'code'],
  queryFn: ({ signal }) => api.get<TCodeVersion>('/api/code', { signal }),
});

/** /__code: the running build (commit, build time) and the database's migrations. */
export function CodePage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const code = useQuery(codeQuery);
  return (
    <Page title={t('code.title')} intro={t('code.intro')} width="wide">
      {code.isPending && <Skeleton className="h-40 w-full rounded-card" />}
      {code.isError && <QueryError error={code.error} onRetry={() => void code.refetch()} />}
      {code.data && (
        <div className="space-y-6">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-muted">{t('code.commit')}</dt>
            <dd className="break-all font-mono">{code.data.commit ?? t('code.unknown')}</dd>
            <dt className="text-ink-muted">{t('code.builtAt')}</dt>
            <dd>{code.data.builtAt ? formatDateTime(code.data.builtAt) : t('code.unknown')}</dd>
            <dt className="text-ink-muted">{t('code.migrations')}</dt>
            <dd>
              {t('code.migrationsCount', {
                applied: code.data.migrations.applied.length,
                known: code.data.migrations.known,
              })}
            </dd>
          </dl>
          <ol className="list-decimal space-y-1 break-all pl-6 font-mono text-sm">
            {code.data.migrations.applied.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
        </div>
      )}
    </Page>
  );
}
