import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { showError } from '../../lib/error-dialog-store';
import { notify } from '../../lib/notify';
import { logout } from '../../lib/session';

/** GET /logout, then "Αποσυνδεθήκατε με επιτυχία" and the home page. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      notify({ level: 'success', message: t('auth.loggedOut'), lifespan: 'quick' });
      await navigate(paths.root());
    } catch (error) {
      showError(error);
    }
  };
}
