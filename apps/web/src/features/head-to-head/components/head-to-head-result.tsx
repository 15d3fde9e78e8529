import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { THeadToHead } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { HEAD_TO_HEAD_NS } from '../i18n';
import { MeetingList, MeetingRow } from './meeting-list';
import { PlayersHeader, SplitBars } from './head-to-head-summary';

/** The two players and their wins, the splits by surface, the last meeting and every meeting. */
export function HeadToHeadResult({ data }: { data: THeadToHead }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  const met = data.allMeetings.length > 0;
  const id = useId();
  return (
    <div className="space-y-6">
      <PlayersHeader data={data} />
      {!met ? (
        <Card>
          <p role="status" className="text-center text-ink-muted">
            {t('noMeetings')}
          </p>
        </Card>
      ) : (
        <>
          <Card aria-labelledby={`${id}-splits`}>
            <h2 id={`${id}-splits`} className="mb-4 text-lg font-semibold">
              {t('splits')}
            </h2>
            <SplitBars data={data} />
          </Card>
          {data.lastMeeting && (
            <Card aria-labelledby={`${id}-last`}>
              <h2 id={`${id}-last`} className="mb-3 text-lg font-semibold">
                {t('lastMeeting')}
              </h2>
              <MeetingRow meeting={data.lastMeeting} />
            </Card>
          )}
          <Card aria-labelledby={`${id}-all`}>
            <h2 id={`${id}-all`} className="mb-3 text-lg font-semibold">
              {t('allMeetings')}
            </h2>
            <MeetingList meetings={data.allMeetings} />
            {data.allMeetings.some((m) => !m.counted) && (
              <p className="mt-3 text-sm text-ink-muted">{t('notCountedNote')}</p>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
