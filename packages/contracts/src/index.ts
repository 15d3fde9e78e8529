// Every request and response schema shared by the API and the web app.
export * from './common.js';
export * from './user.js';
export * from './auth.js';
