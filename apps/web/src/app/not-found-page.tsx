import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../components/ui/page';

/** "Η σελίδα που ζητήσατε δε βρέθηκε" */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-form flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-clay-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('notFound.text')}</p>
      <ButtonLink to={paths.root()} className="mt-8">
        {t('notFound.backHome')}
      </ButtonLink>
    </div>
  );
}
