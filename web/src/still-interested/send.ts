import { STILL_INTERESTED_ALERT_PATH } from './constants';

/** The body of POST /cars-for-sale/still-interested/alert (docs/rules/still-interested.md#sending-the-list). */
export interface StillInterestedAlertBody {
  /** The used-car marketplace's brand code: the web client is that brand's. */
  brand: 'motormart' | 'fairvalue';
  vins: string[];
  consumer_id: string | null;
  email: string | null;
}

/**
 * Sends the list by navigator.sendBeacon (it outlives the page), else as a JSON fetch POST. True
 * when it went out (a beacon queued, or the POST answered 2xx).
 */
export async function sendStillInterested(body: StillInterestedAlertBody): Promise<boolean> {
  const json = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function') {
    const blob = new Blob([json], { type: 'application/json' });
    if (navigator.sendBeacon(STILL_INTERESTED_ALERT_PATH, blob)) return true;
  }
  try {
    const response = await fetch(STILL_INTERESTED_ALERT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
      keepalive: true,
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
