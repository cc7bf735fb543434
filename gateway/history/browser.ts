import { EventBatch } from '../../contracts/events/index';
import type { ContextValue } from '../context';
import { NO_BROWSER_HISTORY, type ConsumerHistoryModel } from './model';

/** A browser id as the events service keys its events: the batches' own rule (a UUID). */
const isBrowserId = (id: string) => EventBatch.shape.browserId.safeParse(id).success;

/**
 * The asking browser's history from the events service (docs/rules/history.md#whose-history): only
 * ever its own, by the id in its own cookie; none without that id, and none read at all once it
 * opted out of shopper events. A failure leaves as the events client's UPSTREAM_* error.
 */
export async function browserHistoryOf(
  ctx: ContextValue,
): Promise<Pick<ConsumerHistoryModel, 'browser' | 'fromBrowserEvents'>> {
  if (!ctx.shareActivity) return { browser: NO_BROWSER_HISTORY, fromBrowserEvents: false };
  if (!ctx.browserId || !isBrowserId(ctx.browserId)) return { browser: NO_BROWSER_HISTORY, fromBrowserEvents: true };
  const answer = await ctx.events.client.history(ctx.browserId);
  return { browser: answer.ok ? answer.data : NO_BROWSER_HISTORY, fromBrowserEvents: true };
}
