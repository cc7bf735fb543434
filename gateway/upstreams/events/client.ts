import {
  AcceptedAnswer,
  EventsErrorBody,
  type ErrorReportRecord,
  type EventBatch,
} from '../../../contracts/events/index';
import { EventReports } from '../../../contracts/events/reports';
import { BrowserHistory } from '../../../contracts/events/history';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { EVENTS_ENDPOINTS } from './constants';

/** The events service's refusal: its code, message and, for a bad body, the field. */
export type EventsRefusal = EventsErrorBody['error'];
export type EventsResult<T> = EndpointResult<T, EventsRefusal>;

/** Typed calls to the events service (docs/rules/events.md#the-events-service), each endpoint behind its own breaker. */
export interface EventsClient {
  /** Where the service answers. /readyz does not ask it: the gateway serves without it. */
  readonly baseUrl: string;
  /** Keeps a batch of shopper events, whole. */
  recordEvents(batch: EventBatch): Promise<EventsResult<AcceptedAnswer>>;
  /** Keeps a client error report with its de-minified stack. */
  recordError(report: ErrorReportRecord): Promise<EventsResult<AcceptedAnswer>>;
  /** The operator's reports on the last day (docs/rules/events.md#operator-reports). */
  reports(): Promise<EventsResult<EventReports>>;
  /** One browser's searches and the cars it engaged with (docs/rules/history.md#the-events-service). */
  history(browserId: string): Promise<EventsResult<BrowserHistory>>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createEventsClient(baseUrl: string, options: UpstreamClientOptions = {}): EventsClient {
  const endpoint = upstreamRequests(
    { name: 'events', baseUrl, endpoints: EVENTS_ENDPOINTS, errorBody: EventsErrorBody },
    options,
  );
  const recordEvents = endpoint('recordEvents', AcceptedAnswer);
  const recordError = endpoint('recordError', AcceptedAnswer);
  const reports = endpoint('reports', EventReports);
  const history = endpoint('history', BrowserHistory);
  return {
    baseUrl,
    recordEvents: (body) => recordEvents({ body }),
    recordError: (body) => recordError({ body }),
    reports: () => reports(),
    history: (browserId) => history({ params: { browserId } }),
  };
}
