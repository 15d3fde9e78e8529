import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A card of the landing page with its heading and, beside it, optional actions. */
export function LandingSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold sm:text-xl">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
