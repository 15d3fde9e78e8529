import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { appConfigQuery } from '../lib/app-config';
import { currentI18n, loadInitialLocale } from '../lib/i18n';
import { notify } from '../lib/notify';
import { currentQueryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import type { Requirement } from '../lib/page-requirement';
import { guard } from './guard';

const targetOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Before anything draws: the app config (skin, mode), the current user and the visitor's language. */
export async function rootLoader(): Promise<null> {
  const queryClient = currentQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(appConfigQuery),
    queryClient.ensureQueryData(sessionQuery),
    loadInitialLocale(),
  ]);
  return null;
}

/** The fullscreen pages have no root route above them: they load only the visitor's language. */
export async function fullscreenLoader(): Promise<null> {
  await loadInitialLocale();
  return null;
}

/** The route guard of a page: lets the user in, or redirects with the flash message of spec 1 §8. */
export const requirePage =
  (requirement: Requirement) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (requirement === 'public') return null;
    const { user } = await currentQueryClient().ensureQueryData(sessionQuery);
    const decision = guard(user, requirement, targetOf(request));
    if (!decision) return null;
    if (decision.flash) notify({ message: currentI18n().t(decision.flash.key), level: decision.flash.level });
    throw redirect(decision.redirect);
  };

/**
 * "/" is the dashboard of a signed-in user (its query, e.g. forceFillPlayerForm,
 * kept); a guest goes to the home page of the skin.
 */
export async function rootIndexLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const queryClient = currentQueryClient();
  const [config, { user }] = await Promise.all([
    queryClient.ensureQueryData(appConfigQuery),
    queryClient.ensureQueryData(sessionQuery),
  ]);
  if (!user) throw redirect((config.skin === 'championship' ? paths.skin.home() : null) ?? paths.home());
  const decision = guard(user, 'auth', targetOf(request));
  if (decision) {
    if (decision.flash) notify({ message: currentI18n().t(decision.flash.key), level: decision.flash.level });
    throw redirect(decision.redirect);
  }
  throw redirect(`${paths.dashboard()}${new URL(request.url).search}`);
}
