import { SURFACE_LABELS, type TSurface } from '@tennis/contracts';

/** A select's options for court surfaces, each under its Greek name. */
export function SurfaceOptions({ surfaces }: { surfaces: readonly TSurface[] }) {
  return surfaces.map((surface) => (
    <option key={surface} value={surface}>
      {SURFACE_LABELS[surface]}
    </option>
  ));
}
