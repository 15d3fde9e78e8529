import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCutText } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { logTextQuery } from '../api/log-lists-api';
import { GOD_TOOLS_NS } from '../i18n';

type Props = {
  value: TCutText | null;
  title: string;
  /** Where the whole text is read when the list's copy was cut. */
  wholeTextPath: string;
};

/**
 * A payload or an exception in a list cell: the list's copy (cut at 1024
 * characters by the server) in a short box, and the whole text in a dialog.
 */
export function CutText({ value, title, wholeTextPath }: Props) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const [open, setOpen] = useState(false);
  if (!value) return <span className="text-ink-muted">{t('text.empty')}</span>;
  return (
    <div className="min-w-48 max-w-md">
      <pre className="line-clamp-3 whitespace-pre-wrap break-all font-mono text-xs">{value.text}</pre>
      {showsPart(value) && (
        <Button size="sm" variant="ghost" className="mt-1 px-0" onClick={() => setOpen(true)}>
          {t('text.more')}
        </Button>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        actions={<Button onClick={() => setOpen(false)}>{t('text.close')}</Button>}
      >
        {value.cut ? <WholeText path={wholeTextPath} /> : <TextBox text={value.text} />}
      </Modal>
    </div>
  );
}

function WholeText({ path }: { path: string }) {
  const text = useQuery(logTextQuery(path));
  if (text.isPending) return <Skeleton className="h-40 w-full" />;
  if (text.isError) return <QueryError error={text.error} onRetry={() => void text.refetch()} />;
  return <TextBox text={text.data.text} />;
}

/** Whether the cell shows only part of the text: cut by the server, or longer than its three lines. */
const showsPart = (value: TCutText) =>
  value.cut || value.text.split('\n').length > 3 || value.text.length > CELL_CHARACTERS;
/** About three lines of the cell's width. */
const CELL_CHARACTERS = 160;

/** JSON sent on one line reads better indented; anything else stays as it is. */
function readable(text: string): string {
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const TextBox = ({ text }: { text: string }) => (
  <pre className="whitespace-pre-wrap break-all rounded-control bg-surface-sunken p-3 font-mono text-xs">
    {readable(text)}
  </pre>
);
