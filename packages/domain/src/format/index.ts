export * from './phone-messages.js';
export * from './is-valid-mobile.js';
export * from './is-valid-phone.js';
export * from './transliterate-greek.js';
export * from './slugify.js';
export * from './normalize-greek-for-search.js';
