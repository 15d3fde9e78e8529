import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAchievement, TAchievementFamily } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ACHIEVEMENTS_NS } from '../i18n';
import { TierBadge } from './tier-badge';

type Props = { family: TAchievementFamily; playerId: number; self: boolean; highlighted: number | null };

/** One family: its four tiers, unlocked or locked, and how far along the ladder the player is. */
export function AchievementFamilyCard({ family, playerId, self, highlighted }: Props) {
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{family.name}</h2>
        <p className="text-sm text-ink-muted">{t('progress', { measure: family.measure })}</p>
      </div>
      <ul className="mt-3 space-y-3">
        {family.achievements.map((achievement) => (
          <AchievementRow
            key={achievement.id}
            achievement={achievement}
            shareUrl={self && achievement.unlocked ? paths.playerAchievements(playerId, achievement.id) : null}
            highlighted={highlighted === achievement.id}
          />
        ))}
      </ul>
    </Card>
  );
}

function AchievementRow(props: { achievement: TAchievement; shareUrl: string | null; highlighted: boolean }) {
  const { achievement, shareUrl, highlighted } = props;
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = new URL(shareUrl!, window.location.origin).toString();
    if (navigator.share) await navigator.share({ title: achievement.name, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url);
      setCopied(true);
    }
  };
  return (
    <li
      id={`achievement-${achievement.id}`}
      className={cx('flex items-start gap-3 rounded-control p-1', highlighted && 'ring-2 ring-clay-500')}
    >
      <TierBadge
        tier={achievement.tier}
        locked={!achievement.unlocked}
        label={`${t('tier', { tier: achievement.tier })}: ${achievement.unlocked ? t('unlocked') : t('locked')}`}
      />
      <span className="min-w-0 flex-1">
        <span className={cx('block font-medium', !achievement.unlocked && 'text-ink-muted')}>{achievement.name}</span>
        <span className="block text-xs text-ink-muted">
          {achievement.description}
          {achievement.achievedAt ? ` · ${formatDate(achievement.achievedAt)}` : ''}
        </span>
        {shareUrl && (
          <Button variant="ghost" size="sm" className="-ml-2 mt-1" onClick={() => void share()}>
            {copied ? t('copied') : t('share')}
          </Button>
        )}
      </span>
    </li>
  );
}
