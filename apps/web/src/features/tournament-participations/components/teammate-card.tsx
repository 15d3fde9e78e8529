import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PARTICIPATIONS_NS } from '../i18n';
import { ParticipantFields, type ParticipantDraft } from './participant-fields';

type Props = {
  teammate: ParticipantDraft | null;
  errors: Record<string, string[]>;
  onToggle: () => void;
  onChange: (next: ParticipantDraft) => void;
};

/** A teammate for doubles: added or removed with one button, then filled in like the guest. */
export function TeammateCard({ teammate, errors, onToggle, onChange }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('participate.teammate')}</h2>
        <Button variant="secondary" size="sm" onClick={onToggle}>
          {teammate ? t('participate.removeTeammate') : t('participate.addTeammate')}
        </Button>
      </div>
      {teammate && <ParticipantFields prefix="teammate" value={teammate} errors={errors} onChange={onChange} />}
    </Card>
  );
}
