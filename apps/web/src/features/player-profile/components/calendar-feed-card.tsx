import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { calendarFeedQuery, useCalendarFeedChanges, webcalUrl } from '../api/calendar-feed-api';
import { PLAYER_PROFILE_NS } from '../i18n';

/**
 * 'Προσθήκη στο ημερολόγιο' on the player's own profile: the private address
 * of their matches' feed, to subscribe in any calendar app, copy, replace (if
 * it was shared by mistake) or remove.
 */
export function CalendarFeedCard({ playerId }: { playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const feed = useQuery(calendarFeedQuery(playerId));
  const { make, remove } = useCalendarFeedChanges(playerId);
  const url = feed.data?.data.url ?? null;
  const failure = [make.error, remove.error, feed.error].find((error) => error instanceof ApiError);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('calendar.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('calendar.explain')}</p>
      {feed.isPending ? (
        <Skeleton className="mt-3 h-10 w-full" />
      ) : url === null ? (
        <Button className="mt-3" disabled={make.isPending} onClick={() => make.mutate()}>
          {t('calendar.make')}
        </Button>
      ) : (
        <FeedAddress
          url={url}
          onReplace={() => make.mutate()}
          onRemove={() => remove.mutate()}
          busy={make.isPending || remove.isPending}
        />
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {failure.message}
        </p>
      )}
    </Card>
  );
}

function FeedAddress({
  url,
  busy,
  onReplace,
  onRemove,
}: {
  url: string;
  busy: boolean;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3 space-y-3">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('calendar.address')}
      </label>
      <input id={id} readOnly value={url} className={inputClasses} onFocus={(event) => event.target.select()} />
      <div className="flex flex-wrap gap-2">
        <a href={webcalUrl(url)} className={buttonClasses('primary', 'sm')}>
          {t('calendar.subscribe')}
        </a>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? t('calendar.copied') : t('calendar.copy')}
        </Button>
        <ConfirmButton
          label={t('calendar.replace')}
          question={t('calendar.confirm')}
          disabled={busy}
          onConfirm={onReplace}
        />
        <ConfirmButton
          label={t('calendar.remove')}
          question={t('calendar.confirm')}
          disabled={busy}
          onConfirm={onRemove}
        />
      </div>
      <p className="text-xs text-ink-muted">{t('calendar.private')}</p>
    </div>
  );
}
