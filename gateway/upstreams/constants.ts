/** Circuit breaker policy shared by every upstream endpoint. */

/** A breaker opens only after this many calls in its rolling window, so one failure never opens it. */
export const BREAKER_VOLUME_THRESHOLD = 5;
/** Share of failed calls in the window that opens the circuit. */
export const BREAKER_ERROR_THRESHOLD_PERCENTAGE = 50;
