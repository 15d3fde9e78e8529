import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TArtisanAction } from '@tennis/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { artisanPreviewQuery, useRunArtisanAction } from '../api/artisan-api';
import { GOD_TOOLS_NS } from '../i18n';
import { actionBody, isArtisanAction } from '../model/artisan-actions';

/**
 * /god/artisan-console/{action}?…: the spec's link to an action opens this
 * confirmation, which shows what the action would do; only its button runs it
 * (a POST with the CSRF token), so a link alone never changes anything.
 */
export function ArtisanActionPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const { action } = useParams();
  if (!isArtisanAction(action)) {
    return (
      <Page title={t('artisan.unknown')} width="wide">
        <BackLink />
      </Page>
    );
  }
  return <Confirmation action={action} />;
}

function Confirmation({ action }: { action: TArtisanAction }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const [search] = useSearchParams();
  const body = actionBody(action, search);
  const preview = useQuery(artisanPreviewQuery(action, body));
  const run = useRunArtisanAction(action);
  const changes = run.data && 'changes' in run.data ? run.data.changes : null;

  return (
    <Page title={t(`artisan.actions.${action}.title`)} intro={t('artisan.confirmTitle')} width="wide">
      {preview.isPending && <Skeleton className="h-24 w-full rounded-card" />}
      {preview.isError && <QueryError error={preview.error} />}
      {preview.data && !run.data && (
        <div className="rounded-card border border-line bg-surface p-5 shadow-xs">
          <p data-testid="artisan-preview">{preview.data.message}</p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button variant="danger" disabled={run.isPending} onClick={() => run.mutate(body)}>
              {t('artisan.run')}
            </Button>
            <BackLink />
          </div>
        </div>
      )}
      {run.isError && <QueryError error={run.error} className="mt-4" />}
      {run.data && (
        <div className="space-y-4">
          <Alert tone="success" title={t('artisan.done')}>
            {run.data.message}
          </Alert>
          {changes && (
            <section>
              <h2 className="mb-2 font-semibold">{t('artisan.changes')}</h2>
              <pre className="whitespace-pre-wrap break-all rounded-control bg-surface-sunken p-3 font-mono text-xs">
                {JSON.stringify(changes, null, 2)}
              </pre>
            </section>
          )}
          <BackLink />
        </div>
      )}
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  return (
    <ButtonLink to={paths.god.artisanConsole()} variant="ghost">
      {t('artisan.back')}
    </ButtonLink>
  );
}
