import { COMMUNICATION_TOPICS, type TCommunicationTopic } from '@tennis/contracts';

/** A category the query names, or null when it names none we know. */
export function topicOf(value: string | null): TCommunicationTopic | null {
  return COMMUNICATION_TOPICS.find((topic) => topic === value) ?? null;
}

/** The category an unsubscribe token names (`<user>.<category>.<signature>`). */
export const topicOfToken = (token: string | null): TCommunicationTopic | null => topicOf(token?.split('.')[1] ?? null);

const RESUBSCRIBE_PATH = '/api/resubscribe';

/**
 * The resubscribe address from the query, when it is our own resubscribe call
 * with a token: anything else (another site, another call) is never POSTed.
 */
export function safeResubscribeUrl(value: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.origin' || url.pathname !== RESUBSCRIBE_PATH) return null;
  const token = url.searchParams.get('token');
  return token ? `${RESUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` : null;
}

export const unsubscriptionSuccessPath = (category: TCommunicationTopic, resubscribeUrl: string) =>
  `/unsubscription-success?${new URLSearchParams({ category, resubscribeUrl }).toString()}`;

export const subscriptionSuccessPath = (category: TCommunicationTopic | null) =>
  category ? `/subscription-success?${new URLSearchParams({ category }).toString()}` : '/subscription-success';
