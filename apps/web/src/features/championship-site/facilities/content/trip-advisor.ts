/**
 * The championship's review form on TripAdvisor (its "write a review" page
 * for the listing). The security headers allow TripAdvisor's origin as a
 * frame source; the page always shows a plain link to the same address too.
 */
export const TRIP_ADVISOR_REVIEW_URL =
  'https://www.tripadvisor.com/UserReviewEdit-g189400-d26454718-Athens_Tennis_Championship-Athens_Attica.html';
