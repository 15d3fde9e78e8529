// Every request and response schema shared by the API and the web app.
export * from './common.js';
export * from './user.js';
export * from './auth.js';
export * from './greek-messages.js';
export * from './app-config.js';
export * from './resource.js';
export * from './search.js';
export * from './account.js';
export * from './contact.js';
export * from './client.js';
export * from './dashboard.js';
export * from './session.js';
export * from './surface.js';
export * from './club.js';
export * from './court.js';
export * from './tournament-host.js';
export * from './managed-user.js';
