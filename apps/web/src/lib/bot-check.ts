import type { TAppConfig } from '@tennis/contracts';

type Grecaptcha = {
  ready: (cb: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A bot-check token for a form (login, register, contact). Dev and test skip the
 * check, and so does a server that has no site key: then there is no token. The
 * third-party script is fetched only here, when a protected form is sent.
 */
export async function botCheckToken(
  config: Pick<TAppConfig, 'appEnv' | 'botCheckSiteKey'>,
  action: string,
): Promise<string | undefined> {
  if (config.appEnv !== 'live' || !config.botCheckSiteKey) return undefined;
  const grecaptcha = await loadScript(config.botCheckSiteKey);
  return grecaptcha.execute(config.botCheckSiteKey, { action });
}
