import { useTranslation } from 'react-i18next';
import { championshipExports, type TChampionshipExport } from '@tennis/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = { championship: { id: number; type: 'singles' | 'doubles' } };

/** The xlsx download links of one championship (plain links: the browser downloads the file). */
export function ExportLinks({ championship }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const links: { key: string; label: string; url: string }[] = [];
  for (const entry of championshipExports(championship)) {
    links.push({ key: entry.kind, label: t(`exports.${entry.kind satisfies TChampionshipExport}`), url: entry.url });
    if (entry.kind === 'matches')
      links.push({ key: 'concluded', label: t('exports.concludedMatches'), url: `${entry.url}?state=concluded` });
  }
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url} download className={buttonClasses('secondary', 'sm')}>
            <span aria-hidden="true">⤓</span>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
