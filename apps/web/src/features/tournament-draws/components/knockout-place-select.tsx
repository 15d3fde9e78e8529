import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { KnockoutCandidate } from '../model/knockout-candidates';

type Props = {
  id: string;
  /** The place's index in the knockout, from 0. */
  index: number;
  seeded: boolean;
  pick: number | null;
  candidates: KnockoutCandidate[];
  onPick: (participationId: number | null) => void;
};

/** Who takes one place of the knockout, chosen among the groups' participants by group and rank. */
export function KnockoutPlaceSelect({ id, index, seeded, pick, candidates, onPick }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <SelectField
      id={id}
      label={seeded ? t('groups.seedPlace', { place: index + 1 }) : t('groups.place', { place: index + 1 })}
      value={pick ?? ''}
      onChange={(event) => onPick(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">—</option>
      {candidates.map((p) => (
        <option key={p.participationId} value={p.participationId}>
          {p.letter}
          {p.rank} · {p.displayName}
        </option>
      ))}
    </SelectField>
  );
}
