import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ButtonLink } from './button';
import { useDocumentTitle } from './page';

/** A page that stands for an HTTP refusal (404, 403): the code, what it means in Greek, and the way home. */
export function StatusPage({ code, title, text }: { code: number; title: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-form flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-clay-600" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{text}</p>
      <ButtonLink to={paths.root()} className="mt-8">
        {t('notFound.backHome')}
      </ButtonLink>
    </div>
  );
}
