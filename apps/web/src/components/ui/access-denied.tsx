import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ButtonLink } from './button';
import { useDocumentTitle } from './page';

/**
 * A page the signed-in user may not open (another host's record): said once,
 * in Greek, instead of buttons that would each fail with a refusal. Drawn like
 * the not-found page.
 */
export function AccessDenied() {
  const { t } = useTranslation();
  useDocumentTitle(t('accessDenied.title'));
  return (
    <div className="mx-auto flex max-w-form flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-clay-600" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('accessDenied.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('accessDenied.text')}</p>
      <ButtonLink to={paths.root()} className="mt-8">
        {t('notFound.backHome')}
      </ButtonLink>
    </div>
  );
}
