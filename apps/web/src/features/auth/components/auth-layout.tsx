import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../components/ui/page';

/** The narrow card the sign-in and password pages share. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-form px-4 py-8 sm:py-14">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro && <div className="mt-2 text-sm text-ink-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
    </div>
  );
}

export const linkClasses = 'font-medium text-clay-700 underline-offset-2 hover:underline dark:text-clay-300';
