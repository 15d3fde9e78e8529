import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTestUpload, TTestUploadResponse } from '@tennis/contracts';
import { FileUploadDialog } from '../../../components/file-upload/file-upload-dialog';
import { Button } from '../../../components/ui/button';
import { GOD_TOOLS_NS } from '../i18n';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The test dashboard's upload: the platform's own upload dialog sends one file
 * to the server's upload checks, and the tile shows what the server made of it.
 */
export function TestUploadAction() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<TTestUpload | null>(null);
  return (
    <div className="space-y-3">
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('testDashboard.upload.choose')}
      </Button>
      {result && <UploadResult result={result} />}
      {open && (
        <FileUploadDialog<TTestUploadResponse>
          title={t('testDashboard.upload.dialogTitle')}
          label={t('testDashboard.upload.label')}
          hint={t('testDashboard.upload.hint')}
          path="/api/dev/test-upload"
          field="file"
          accept="image/jpeg,image/png,image/gif,image/webp,.pdf,.doc,.docx"
          onUploaded={(answer) => {
            setResult(answer.data);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function UploadResult({ result }: { result: TTestUpload }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const rows = [
    { label: t('testDashboard.upload.name'), value: result.originalName },
    { label: t('testDashboard.upload.type'), value: `${result.contentType} (.${result.extension})` },
    { label: t('testDashboard.upload.size'), value: sizeText(result.bytes) },
    ...(result.width !== null && result.height !== null
      ? [{ label: t('testDashboard.upload.dimensions'), value: `${result.width} × ${result.height} px` }]
      : []),
    { label: t('testDashboard.upload.storedAs'), value: result.storedAs },
  ];
  return (
    <section aria-label={t('testDashboard.upload.result')} className="rounded-control bg-surface-sunken p-3 text-sm">
      <h3 className="font-semibold">{t('testDashboard.upload.result')}</h3>
      <dl className="mt-1 space-y-0.5">
        {rows.map((row) => (
          <div key={row.label} className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{row.label}:</dt>
            <dd className="min-w-0 break-all">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-ink-muted">{t('testDashboard.upload.removed')}</p>
    </section>
  );
}
