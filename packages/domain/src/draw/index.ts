// Knockout draws and seeding: sizes, seed and bye placement, the bracket and
// every change the back office makes to it. Helpers used only inside the
// folder (match access, the empty bracket, the lot) stay out of the surface.
export * from './add-qualifier-match.js';
export * from './advance-winner.js';
export * from './assign-random-seeds.js';
export * from './build-knockout-draw.js';
export * from './compute-draw-size.js';
export type { DrawRandom } from './draw-lot.js';
export * from './draw-match-state.js';
export * from './draw-messages.js';
export * from './draw-outcome.js';
export { isKnockoutDrawSize } from './draw-size-rules.js';
export * from './is-category-initialisable.js';
export * from './kill-qualifier-slot.js';
export * from './knockout-draw.js';
export * from './place-byes.js';
export * from './place-participation.js';
export * from './place-seeds.js';
export * from './primary-participations.js';
export * from './proceed-byes.js';
export * from './remove-participation.js';
export * from './remove-qualifier-match.js';
export * from './roll-back.js';
export * from './seed-count.js';
export * from './slot-label.js';
export * from './validate-draw-setup.js';
