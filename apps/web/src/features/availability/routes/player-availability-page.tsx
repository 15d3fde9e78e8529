import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';
import { AvailabilityView } from '../components/availability-view';
import { AVAILABILITY_NS } from '../i18n';
import { idFrom } from '../model/id-from';

/** /players/{id}/availability: a player's week, editable only by the player themself (spec 3 §2, §6). */
export function PlayerAvailabilityPage() {
  const { t } = useTranslation(AVAILABILITY_NS);
  const id = idFrom(useParams().id);
  const championshipId = idFrom(useSearchParams()[0].get('championshipId') ?? undefined);
  if (id === null) return <StatusPage code={404} title={t('notFoundTitle')} text={t('notFoundText')} />;
  return <AvailabilityView key={id} playerId={id} championshipId={championshipId} mine={false} />;
}
