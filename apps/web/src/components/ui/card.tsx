import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cx('rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6', className)} {...props} />
  );
}

type AlertTone = 'info' | 'success' | 'warning' | 'danger';
const tones: Record<AlertTone, string> = {
  info: 'border-court-300 bg-court-50 text-court-900 dark:border-court-700 dark:bg-court-950 dark:text-court-100',
  success: 'border-court-300 bg-court-50 text-court-900 dark:border-court-700 dark:bg-court-950 dark:text-court-100',
  warning: 'border-ball-500 bg-ball-300/30 text-ink',
  danger: 'border-danger/50 bg-danger/10 text-ink',
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx('rounded-control border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
