import type { TCommunicationTopic } from '@tennis/contracts';
import type { Env } from '../config/env.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface UnsubscribeLinks {
  /** The page a reader opens from the mail's body: it asks before it unsubscribes. */
  pageUrl: string;
  /** What a mail client POSTs on its own unsubscribe button (RFC 8058). */
  oneClickUrl: string;
  /** List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

const base = (appUrl: string) => appUrl.replace(/\/$/, '');

/** The unsubscribe links and headers of a mail to one user about one category. */
export function unsubscribeLinks(
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>,
  userId: number,
  category: TCommunicationTopic,
): UnsubscribeLinks {
  const token = encodeURIComponent(unsubscribeToken(env.AUTH_SECRET, userId, category));
  const oneClickUrl = `${base(env.APP_URL)}/api/unsubscribe?token=${token}`;
  return {
    pageUrl: `${base(env.APP_URL)}/unsubscribe?token=${token}`,
    oneClickUrl,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
