import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/ui/status-page';

/** "Η σελίδα που ζητήσατε δε βρέθηκε" */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code={404} title={t('notFound.title')} text={t('notFound.text')} />;
}
