import { useTranslation } from 'react-i18next';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { shortFileName } from './short-file-name';

const MB = 1024 * 1024;
const sizeText = (bytes: number, t: (key: string, values: { size: string }) => string) =>
  bytes < MB
    ? t('upload.sizeKb', { size: String(Math.max(1, Math.ceil(bytes / 1024))) })
    : t('upload.sizeMb', { size: (bytes / MB).toFixed(1) });

/** The files about to be sent, each with its (shortened) name and size. */
export function ChosenFilesList({ files }: { files: File[] }) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <ul className="space-y-1" aria-label={t('upload.chosen')}>
      {files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className="flex items-center justify-between gap-3 rounded-control bg-surface-muted px-3 py-1.5"
        >
          <span title={file.name}>{shortFileName(file.name)}</span>
          <span className="shrink-0 text-xs tabular-nums text-ink-muted">{sizeText(file.size, t)}</span>
        </li>
      ))}
    </ul>
  );
}
