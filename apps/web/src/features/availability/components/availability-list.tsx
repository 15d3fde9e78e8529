import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilityResponse } from '@tennis/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { AVAILABILITY_NS } from '../i18n';

type Props = {
  data: TAvailabilityResponse['data'] | undefined;
  describe: (event: { start: string; end: string }) => string;
  onUnset: (eventId: number) => void;
};

/** The shown days' periods as a list, with a delete button for the player's own. */
export function AvailabilityList({ data, describe, onUnset }: Props) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const heading = useId();
  return (
    <Card aria-labelledby={heading}>
      <h2 id={heading} className="mb-2 text-lg font-semibold">
        {t('weekList')}
      </h2>
      {!data ? (
        <Skeleton className="h-12 w-full" />
      ) : data.events.length === 0 ? (
        <p className="text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {data.events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{describe(event)}</span>
                <span className="text-ink-muted"> · {event.clubName ?? t('anyClub')}</span>
              </span>
              {data.permissions.delete && (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('delete.buttonLabel', { when: describe(event) })}
                  onClick={() => onUnset(event.id)}
                >
                  {t('delete.button')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
