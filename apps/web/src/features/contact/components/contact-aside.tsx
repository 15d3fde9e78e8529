import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { ContactMode } from './use-contact-form';

/** A word on who reads the messages, and the way to the other kind of message. */
export function ContactAside({ mode }: { mode: ContactMode }) {
  const { t } = useTranslation();
  return (
    <aside className="space-y-4 text-sm">
      <div className="rounded-card border border-line bg-surface p-4">
        <h2 className="font-semibold">{t('contact.asideTitle')}</h2>
        <p className="mt-1 text-ink-muted">{t('contact.asideText')}</p>
      </div>
      <div className="rounded-card border border-line bg-surface p-4">
        {mode === 'general' ? (
          <Link
            to={paths.contact('bugs-and-improvements')}
            className="font-medium text-clay-700 hover:underline dark:text-clay-300"
          >
            {t('contact.toBugs')}
          </Link>
        ) : (
          <Link to={paths.contact()} className="font-medium text-clay-700 hover:underline dark:text-clay-300">
            {t('contact.toGeneral')}
          </Link>
        )}
      </div>
    </aside>
  );
}
