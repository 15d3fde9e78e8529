export * from './gender.js';
export * from './eligibility-messages.js';
export * from './doubles-team-gender.js';
export * from './is-singles-category-open.js';
export * from './is-doubles-category-open.js';
export * from './is-category-open-to-guest.js';
export * from './eligible-categories.js';
export * from './validate-category-selection.js';
