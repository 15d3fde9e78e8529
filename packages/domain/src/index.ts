// The public surface of @tennis/domain: every rule of tennis and of the league.
// Each folder groups one area and re-exports its files through its own index.
export * from './score/index.js';
export * from './format/index.js';
export * from './eligibility/index.js';
export * from './wallet/index.js';
export * from './rating/index.js';
export * from './draw/index.js';
export * from './round-robin/index.js';
export * from './standings/index.js';
export * from './tournament/index.js';
export * from './search/index.js';
export * from './head-to-head/index.js';
export * from './availability/index.js';
export * from './achievements/index.js';
