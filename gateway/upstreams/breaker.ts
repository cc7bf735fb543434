import CircuitBreaker from 'opossum';
import { BREAKER_ERROR_THRESHOLD_PERCENTAGE, BREAKER_VOLUME_THRESHOLD } from './constants';
import { UpstreamHttpError } from './http';
import { observeBreaker } from '../observability/metrics';

export interface BreakerSettings {
  /** The call's own time-out; the HTTP request is aborted when it passes. */
  timeout: number;
  /** How long the circuit stays open before a probe call is let through. */
  resetTimeout: number;
}

/**
 * One long-lived breaker per upstream endpoint. The time-out is enforced by the call itself
 * (AbortSignal), so opossum's own timer is off; 4xx answers are the caller's fault and never
 * count towards opening the circuit.
 */
export function createBreaker<A extends unknown[], R>(
  name: string,
  action: (...args: A) => Promise<R>,
  settings: BreakerSettings,
): CircuitBreaker<A, R> {
  return observeBreaker(
    new CircuitBreaker(action, {
      name,
      timeout: false,
      resetTimeout: settings.resetTimeout,
      volumeThreshold: BREAKER_VOLUME_THRESHOLD,
      errorThresholdPercentage: BREAKER_ERROR_THRESHOLD_PERCENTAGE,
      errorFilter: (error: unknown) => error instanceof UpstreamHttpError && error.isClientError,
      // Latency is measured by the gateway's own metrics. opossum's latency percentiles and its
      // snapshot every second (every latency of the window, concatenated and sorted, for each
      // breaker) cost CPU on the hot path that nothing reads.
      rollingPercentilesEnabled: false,
      enableSnapshots: false,
    }),
  );
}
