import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TOURNAMENTS_NS } from '../i18n';
import type { ListView } from '../model/list-view';

/** Table or tiles, as two toggle buttons. */
export function ListViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <div
      role="group"
      aria-label={t('list.view')}
      className="inline-flex overflow-hidden rounded-control border border-line"
    >
      {(['table', 'tiles'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'primary' : 'ghost'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className="rounded-none"
        >
          {t(`list.views.${option}`)}
        </Button>
      ))}
    </div>
  );
}
