import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { deleteAccount } from './settings-calls';

type Step = 'closed' | 'warn' | 'confirm';

/**
 * The two steps before an account is deleted, and the deletion: on success the
 * session ends and the login page opens; on failure the dialogs close.
 */
export function useAccountDeletion() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('closed');
  const [understood, setUnderstood] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    setStep('closed');
    setUnderstood(false);
  };

  const confirmDeletion = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      clearSession();
      notify({ level: 'success', message: t('settings.account.deleted') });
      await navigate(paths.login(), { replace: true });
    } catch (error) {
      close();
      reportFormError(error);
    } finally {
      setDeleting(false);
    }
  };

  return { step, setStep, understood, setUnderstood, deleting, close, confirmDeletion };
}
