import type { BrowserHistory } from '../../contracts/events/history';
import type { ViewerModel } from '../account/viewer';

/**
 * The consumer history as Viewer.history found it (docs/rules/history.md): the asker, their
 * browser's history (empty when the browser sent none, has no id or opted out), and when.
 */
export interface ConsumerHistoryModel {
  viewer: ViewerModel;
  browser: BrowserHistory;
  fromBrowserEvents: boolean;
  fetchedAt: Date;
}

export const NO_BROWSER_HISTORY: BrowserHistory = { searches: [], listings: [] };
