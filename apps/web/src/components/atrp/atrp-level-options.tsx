import { ATRP_LEVELS } from '@tennis/contracts';

/** A select's options for the ATRP levels, one decimal each, after an empty one that picks none. */
export function AtrpLevelOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {ATRP_LEVELS.map((level) => (
        <option key={level} value={String(level)}>
          {level.toFixed(1)}
        </option>
      ))}
    </>
  );
}
