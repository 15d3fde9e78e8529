import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

/** Sets the tab title: "Page · Site". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

type PageProps = {
  title: string;
  intro?: ReactNode;
  width?: 'form' | 'prose' | 'wide' | 'page' | 'full';
  children: ReactNode;
  actions?: ReactNode;
};

const widths = {
  form: 'max-w-form',
  prose: 'max-w-prose',
  wide: 'max-w-4xl',
  page: 'max-w-page',
  // Wide content (a whole draw's bracket) that uses a large screen's width.
  full: 'max-w-[96rem]',
} as const;

/** A page: its heading (the tab title too), an optional introduction, and its content. */
export function Page({ title, intro, width = 'page', children, actions }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cx('mx-auto w-full px-4 py-6 sm:py-10', widths[width])}>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {intro && <div className="text-ink-muted">{intro}</div>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
