/**
 * Who may open a page (page inventory "who" column):
 * public = anyone; guest-only = only when logged out (login, register);
 * auth = logged in; player = logged in with a player profile;
 * guest-or-player = a guest, or a logged-in user with a player profile;
 * backoffice = admin, host, host-employee; admin; admin-or-host; god = super-admin.
 * Each feature's routes name it in `handle.requirement`; the app's guard enforces it.
 */
export type Requirement =
  'public' | 'guest-only' | 'auth' | 'player' | 'guest-or-player' | 'backoffice' | 'admin' | 'admin-or-host' | 'god';

/**
 * A route's `handle`: its guard, and whether a guest's visit is drawn on the
 * server with its data (decision 021): the public pages a visitor most often
 * opens first, which must show without waiting for the API.
 */
export type PageHandle = {
  requirement: Requirement;
  serverRendered?: true;
  /** What a shared link of the page previews (title, description): written into the HTML the server sends. */
  head?: PageHeadText | ((params: Readonly<Record<string, string | undefined>>) => PageHeadText | null);
};

/**
 * A page's title and description as link previewers and search engines read
 * them, in the page's own language. A page written in several languages, each
 * at its own address, names them all (hreflang).
 */
export type PageHeadText = {
  title: string;
  description: string;
  /** The page's language when it is not the visitor's (a page with an address per language). */
  language?: string;
  alternates?: readonly { language: string; path: string }[];
};
