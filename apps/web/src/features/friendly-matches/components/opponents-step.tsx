import { useTranslation } from 'react-i18next';
import type { TFriendlyStepErrors } from '@tennis/contracts';
import { PlayerPicker } from '../../../components/player-picker/player-picker';
import { universePlayerQuery } from '../api/friendly-matches-api';
import type { FriendlyDraft } from '../model/friendly-draft';
import { FRIENDLY_MATCHES_NS } from '../i18n';

type Props = {
  draft: FriendlyDraft;
  myName: string;
  errors: TFriendlyStepErrors;
  onChange: (values: Partial<FriendlyDraft>) => void;
};

type Slot = 'teammate' | 'opponent' | 'opponent_2';

/** Step 2: the player's side (with the teammate in doubles) and the opponents, from every player by name. */
export function OpponentsStep({ draft, myName, errors, onChange }: Props) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  const doubles = draft.type === 'doubles';
  const picker = (slot: Slot, label: string) => (
    <PlayerPicker
      label={label}
      value={draft[slot]}
      error={errors[slot]}
      search={universePlayerQuery}
      onChange={(player) => onChange({ [slot]: player })}
    />
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('opponents.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="space-y-3" aria-label={t('opponents.home')}>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('opponents.home')}</h2>
          <p className="flex min-h-11 items-center rounded-control border border-line bg-surface-sunken px-3 font-medium">
            {myName} <span className="ml-2 text-xs text-ink-muted">({t('opponents.me')})</span>
          </p>
          {doubles && picker('teammate', t('opponents.teammate'))}
        </section>
        <section className="space-y-3" aria-label={t('opponents.away')}>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('opponents.away')}</h2>
          {picker('opponent', t('opponents.opponent'))}
          {doubles && picker('opponent_2', t('opponents.opponent2'))}
        </section>
      </div>
    </div>
  );
}
