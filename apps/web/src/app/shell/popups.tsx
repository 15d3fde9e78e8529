import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useAppConfig } from '../../lib/app-config';
import { answerPopup, type PopupAnswer, type PopupKey } from '../../lib/preferences';
import { getPreferences, updatePreferences } from '../../lib/preferences-store';
import { useCurrentUser } from '../../lib/session';
import { POPUP_CHECK_INTERVAL_MS, popupToShow } from './popup-schedule';

const BROWSING_KEY = 'browsingStartedAt';

/** When this visit began; kept for the tab's life so moving between pages keeps counting. */
function browsingStartedAt(): number {
  try {
    const stored = Number(sessionStorage.getItem(BROWSING_KEY));
    if (stored > 0) return stored;
    const now = Date.now();
    sessionStorage.setItem(BROWSING_KEY, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

const TARGETS: Record<PopupKey, () => string> = {
  accountCreation: () => paths.register(),
  userFeedback: () => paths.contact('bugs-and-improvements'),
};

/** The account-creation and feedback prompts, checked every minute. */
export function Popups() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { appEnv } = useAppConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<PopupKey | null>(null);

  useEffect(() => {
    const startedAt = browsingStartedAt();
    const check = () =>
      setShown(
        (current) =>
          current ??
          popupToShow({
            user,
            preferences: getPreferences(),
            appEnv,
            browsingStartedAt: startedAt,
            now: Date.now(),
            pathname,
          }),
      );
    check();
    const timer = setInterval(check, POPUP_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [user, appEnv, pathname]);

  if (!shown) return null;
  const answer = (value: PopupAnswer) => {
    updatePreferences((p) => answerPopup(p, shown, value, Date.now()));
    setShown(null);
    if (value === 'positive') void navigate(TARGETS[shown]());
  };

  return (
    <Modal
      open
      onClose={() => answer('snooze')}
      title={t(`popups.${shown}.title`)}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => answer('never-show-again')}>
            {t('popups.never')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => answer('snooze')}>
            {t('popups.snooze')}
          </Button>
          <Button size="sm" onClick={() => answer('positive')} autoFocus>
            {t(`popups.${shown}.positive`)}
          </Button>
        </>
      }
    >
      <p>{t(`popups.${shown}.text`)}</p>
    </Modal>
  );
}
