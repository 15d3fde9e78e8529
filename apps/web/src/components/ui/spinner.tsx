import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A grey block where content is about to appear, the size of that content, so nothing shifts. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('block animate-pulse rounded-control bg-surface-sunken motion-reduce:animate-none', className)}
    />
  );
}
