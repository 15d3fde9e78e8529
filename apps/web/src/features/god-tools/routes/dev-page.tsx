import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { GOD_TOOLS_NS } from '../i18n';

/** /dev: the developers' links: the test pages, a blank page, the API reference and the running version. */
export function DevPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const links = [
    { to: paths.god.testDashboard(), label: t('dev.testDashboard') },
    { to: paths.god.devBlank(), label: t('dev.blank') },
    { to: paths.god.code(), label: t('code.title') },
    { to: paths.god.artisanConsole(), label: t('artisan.title') },
  ];
  return (
    <Page title={t('dev.title')} intro={t('dev.intro')} width="wide">
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="focus-ring font-medium underline" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <a className="focus-ring font-medium underline" href="/api/docs">
            {t('dev.apiDocs')}
          </a>
        </li>
      </ul>
    </Page>
  );
}

/** /dev/blank: a page with nothing but the shell, for checking the layout and the scripts alone. */
export function DevBlankPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  return (
    <Page title={t('dev.blank')} width="wide">
      <span />
    </Page>
  );
}
