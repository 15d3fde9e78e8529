import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { useCategoryDraw } from '../api/draws-api';
import { KnockoutDraw } from './knockout-draw';
import { RoundRobinDraw } from './round-robin-draw';
import { UninitializedDraw } from './uninitialized-draw';

type Props = { categoryId: number; backoffice: boolean };

/** A category's draw with, for whoever may update it, initialisation, byes, qualifiers and the match options. */
export function CategoryDrawPanel({ categoryId, backoffice }: Props) {
  const draw = useCategoryDraw(categoryId);
  if (draw.isPending) return <Skeleton className="h-64" />;
  if (draw.isError) return <QueryError error={draw.error} onRetry={draw.refetch} />;
  if (!draw.data) return null;
  const data = draw.data;
  const canUpdate = backoffice && data.permissions.update;

  if (!data.initialized) return <UninitializedDraw draw={data} backoffice={backoffice} canUpdate={canUpdate} />;
  if (data.roundRobin) {
    return (
      <RoundRobinDraw
        categoryId={categoryId}
        draw={data}
        canUpdate={canUpdate}
        knockoutPhase={
          data.knockoutPhaseCategoryId !== null && (
            <CategoryDrawPanel categoryId={data.knockoutPhaseCategoryId} backoffice={backoffice} />
          )
        }
      />
    );
  }
  return <KnockoutDraw categoryId={categoryId} draw={data} canUpdate={canUpdate} />;
}
