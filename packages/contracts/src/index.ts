// Every request and response schema shared by the API and the web app.
export * from './common.js';
export * from './user.js';
export * from './auth.js';
export * from './greek-messages.js';
export * from './app-config.js';
export * from './resource.js';
export * from './search.js';
