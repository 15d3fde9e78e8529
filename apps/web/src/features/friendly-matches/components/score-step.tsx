import { useTranslation } from 'react-i18next';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { ScoreForm } from '../../../components/score-form/score-form';
import { TextAreaField } from '../../../components/ui/field';
import type { FriendlyDraft } from '../model/friendly-draft';
import { FRIENDLY_MATCHES_NS } from '../i18n';

type Props = {
  draft: FriendlyDraft;
  myName: string;
  pending: boolean;
  serverErrors: Record<string, string[]> | undefined;
  onNotes: (notes: string) => void;
  onSubmit: (score: TMatchScoreRequest) => void;
};

const sideName = (names: (string | undefined)[]) => names.filter(Boolean).join(' / ');

/** Step 3: the optional notes, then the shared score form, whose button records the whole match. */
export function ScoreStep({ draft, myName, pending, serverErrors, onNotes, onSubmit }: Props) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  const doubles = draft.type === 'doubles';
  return (
    <div className="space-y-5">
      <TextAreaField
        label={t('score.notes')}
        hint={t('score.notesHint')}
        maxLength={2000}
        className="[&_textarea]:min-h-20"
        value={draft.notes}
        onChange={(event) => onNotes(event.target.value)}
      />
      <ScoreForm
        homeName={sideName([myName, doubles ? draft.teammate?.displayName : undefined])}
        awayName={sideName([draft.opponent?.displayName, doubles ? draft.opponent_2?.displayName : undefined])}
        pending={pending}
        serverErrors={serverErrors}
        submitLabel={t('score.submit')}
        onSubmit={onSubmit}
      />
    </div>
  );
}
