// The roles without a schema: the web app's shell reads them on every page, and
// a module that builds a zod schema would bring zod into every page with it.

export const ROLES = ['admin', 'host', 'host-employee', 'user'] as const;
export type TRole = (typeof ROLES)[number];
export const BACKOFFICE_ROLES: readonly TRole[] = ['admin', 'host', 'host-employee'];
