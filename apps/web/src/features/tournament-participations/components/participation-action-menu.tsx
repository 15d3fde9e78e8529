import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import {
  allowedTournamentParticipationActions,
  factsOfParticipation,
  showsTournamentParticipationMenu,
  type TTournamentParticipation,
  type TTournamentParticipationAction,
} from '@tennis/contracts';
import { participantName } from '../model/participant-name';
import { PARTICIPATIONS_NS } from '../i18n';

/**
 * The row menu: the actions the shared rules allow now, shown by the spec's menu rule.
 * Its button names the participant, so "Διαγραφή" in it says whose participation goes.
 */
export function ParticipationActionMenu({
  row,
  hasRating,
  onChoose,
}: {
  row: TTournamentParticipation;
  hasRating: boolean;
  onChoose: (action: TTournamentParticipationAction) => void;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const facts = factsOfParticipation(row, hasRating);
  const actions = allowedTournamentParticipationActions(facts);
  if (!showsTournamentParticipationMenu(facts) || actions.length === 0) return null;
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        aria-label={t('actions.menuFor', { name: participantName(row) })}
        className="rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-ring"
      >
        {t('actions.menu')}
        <span aria-hidden="true"> ▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 mt-1 w-56 rounded-md border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        {actions.map((action) => (
          <MenuItem key={action}>
            <button
              type="button"
              onClick={() => onChoose(action)}
              className={`block w-full rounded px-3 py-2 text-left text-sm data-[focus]:bg-surface-muted ${action === 'delete' || action === 'reject' ? 'text-danger' : ''}`}
            >
              {t(`actions.${action}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
