import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TParticipationRequest, TParticipationRequestPerson } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useHandleParticipationRequest, useParticipationRequests } from '../api/participation-requests-api';
import { PARTICIPATIONS_NS } from '../i18n';

/** A person as the sign-up named them, and the player their phone belongs to. */
function RequestPerson({ person, label }: { person: TParticipationRequestPerson; label: string }) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <div className="min-w-0">
      <div className="text-xs text-ink-muted">{label}</div>
      <div className="font-medium">
        {person.name} {person.surname}
      </div>
      <div className="text-sm text-ink-muted">
        {person.countryCallingCode} {person.phone}
        {person.email ? ` · ${person.email}` : ''}
      </div>
      <div className={person.knownPlayer ? 'text-sm font-medium text-warning' : 'text-sm text-ink-muted'}>
        {person.knownPlayer
          ? t('requests.knownPlayer', { name: person.knownPlayer.displayName })
          : t('requests.newPlayer')}
      </div>
    </div>
  );
}

/**
 * The sign-ups that named a phone already on the platform: the back office
 * checks that they are the same person before anything is entered in that
 * player's name, and confirms or rejects each. Nothing shows when none wait.
 */
export function ParticipationRequestsPanel({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const requests = useParticipationRequests(tournamentId);
  const handle = useHandleParticipationRequest(tournamentId);
  const [rejecting, setRejecting] = useState<TParticipationRequest | null>(null);
  const list = requests.data?.data ?? [];
  if (list.length === 0) return null;

  const decide = (requestId: number, decision: 'confirm' | 'reject') =>
    handle.mutate(
      { requestId, decision },
      {
        onSuccess: (result) => notify({ message: result.message, level: 'success' }),
        onError: (error) => notify({ message: error.message, level: 'danger' }),
        onSettled: () => setRejecting(null),
      },
    );

  return (
    <Card className="space-y-4" aria-labelledby="participation-requests-title">
      <div className="space-y-1">
        <h2 id="participation-requests-title" className="text-lg font-semibold">
          {t('requests.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('requests.intro')}</p>
      </div>
      <ul className="divide-y divide-line">
        {list.map((request) => (
          <li key={request.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid flex-1 gap-3 sm:grid-cols-2">
              <RequestPerson
                person={request.participant}
                label={request.byPlayer ? t('requests.byPlayer') : t('requests.sent')}
              />
              {request.teammate && <RequestPerson person={request.teammate} label={t('requests.teammate')} />}
              <div className="text-sm sm:col-span-2">
                <span className="text-ink-muted">{t('requests.categories')}: </span>
                {request.categories.map((category) => category.name).join(', ')}
                <span className="text-ink-muted">
                  {' '}
                  · {t('requests.sentAt', { date: formatDateTime(request.createdAt) })}
                </span>
              </div>
            </div>
            <div className="flex gap-2">
              <Button variant="court" disabled={handle.isPending} onClick={() => decide(request.id, 'confirm')}>
                {t('requests.confirm')}
              </Button>
              <Button variant="secondary" disabled={handle.isPending} onClick={() => setRejecting(request)}>
                {t('requests.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {rejecting && (
        <ConfirmDialog
          open
          title={t('requests.rejectTitle')}
          confirmLabel={t('requests.reject')}
          pending={handle.isPending}
          onClose={() => setRejecting(null)}
          onConfirm={() => decide(rejecting.id, 'reject')}
        >
          {t('requests.rejectBody')}
        </ConfirmDialog>
      )}
    </Card>
  );
}
