import { describe, expect, it } from 'vitest';
import { safeResubscribeUrl, subscriptionSuccessPath, topicOf, topicOfToken } from './subscription-links';

describe('subscription links', () => {
  it('POSTs only our own resubscribe call with a token', () => {
    expect(safeResubscribeUrl('/api/resubscribe?token=7.results.abc')).toBe('/api/resubscribe?token=7.results.abc');
    expect(safeResubscribeUrl('https://evil.example/api/resubscribe?token=x')).toBeNull();
    expect(safeResubscribeUrl('//evil.example/api/resubscribe?token=x')).toBeNull();
    expect(safeResubscribeUrl('/api/user/settings?token=x')).toBeNull();
    expect(safeResubscribeUrl('/api/resubscribe')).toBeNull();
    expect(safeResubscribeUrl(null)).toBeNull();
  });

  it('reads the category of the query and of a token, and only known ones', () => {
    expect(topicOf('events')).toBe('events');
    expect(topicOf('__proto__')).toBeNull();
    expect(topicOfToken('12.credits.sig')).toBe('credits');
    expect(topicOfToken('nonsense')).toBeNull();
    expect(subscriptionSuccessPath(null)).toBe('/subscription-success');
    expect(subscriptionSuccessPath('results')).toBe('/subscription-success?category=results');
  });
});
