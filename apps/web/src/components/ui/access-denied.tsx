import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/**
 * A page the signed-in user may not open (another host's record): said once,
 * in Greek, instead of buttons that would each fail with a refusal.
 */
export function AccessDenied() {
  const { t } = useTranslation();
  return <StatusPage code={403} title={t('accessDenied.title')} text={t('accessDenied.text')} />;
}
