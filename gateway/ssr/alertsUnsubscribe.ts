import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALERT_UNSUBSCRIBE_PARAM, ALERT_UNSUBSCRIBE_PATH } from '../../contracts/account/constants';
import { renderAlertsUnsubscribePage } from '../../web/src/entry-server';
import { alertsUnsubscribeText, type AlertsUnsubscribeView } from '../../web/src/ssr/AlertsUnsubscribePage';
import type { AccountClient, AccountResult } from '../upstreams/account/client';
import type { AlertSubscriptionResponse } from '../../contracts/account/index';
import type { ClientAssets } from './assets';
import { htmlDocument } from './document';
import { defaultHead } from './seo';

/**
 * The page an alert email's unsubscribe link opens, and the link's one-click POST (RFC 8058;
 * docs/rules/alerts.md#unsubscribe). Outside GraphQL: a mail provider POSTs here with no cookie,
 * no Origin and no JavaScript, and the token in the query string is the only proof. GET only
 * describes (mail scanners fetch links); POST unsubscribes at once, with no step after it.
 */

export interface AlertsUnsubscribeOptions {
  account: AccountClient;
  assets: ClientAssets;
}

/** A one-click body is `List-Unsubscribe=One-Click`; a form is small. Nothing in it is read. */
const BODY_LIMIT = 4 * 1024;

/** What each view answers with. */
const STATUS: Record<AlertsUnsubscribeView['kind'], number> = {
  confirm: 200,
  done: 200,
  alreadyOff: 200,
  invalid: 400,
  gone: 404,
  used: 410,
  unavailable: 503,
};

/** The service's refusal as a view: a used link, a deleted search, else a link that is not one. */
const refusedView = (code: string): AlertsUnsubscribeView =>
  code === 'LINK_USED' ? { kind: 'used' } : code === 'NOT_FOUND' ? { kind: 'gone' } : { kind: 'invalid' };

/** The link's token, when the query string carries exactly one. */
function tokenOf(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.[ALERT_UNSUBSCRIBE_PARAM];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export function registerAlertsUnsubscribe(app: FastifyInstance, options: AlertsUnsubscribeOptions): void {
  const send = (request: FastifyRequest, reply: FastifyReply, view: AlertsUnsubscribeView) => {
    void reply
      .code(STATUS[view.kind])
      // The token is in the URL: no cache keeps the page, no search engine lists it, and no link
      // on it sends the URL on as a Referer.
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer');
    if (view.kind === 'unavailable') void reply.header('retry-after', '60');
    const { heading, detail } = alertsUnsubscribeText(view);
    // A mail provider's one-click POST is no browser: a line of text says it all.
    if (!(request.headers.accept ?? '').includes('text/html'))
      return reply.type('text/plain; charset=utf-8').send(`${heading}\n${detail}\n`);
    return reply.type('text/html; charset=utf-8').send(
      htmlDocument({
        head: defaultHead(heading, true),
        nonces: reply.cspNonce ?? undefined,
        rootHtml: renderAlertsUnsubscribePage(view),
        assets: options.assets,
        static: true,
      }),
    );
  };

  /** The service's answer, or the view of a failure: the service down is never an error page of ours. */
  const ask = async (
    request: FastifyRequest,
    call: () => Promise<AccountResult<AlertSubscriptionResponse>>,
  ): Promise<AccountResult<AlertSubscriptionResponse> | undefined> => {
    try {
      return await call();
    } catch (error) {
      // The error names the service's path, never the query string: the token is not logged.
      request.log.warn({ err: error }, 'alert unsubscribe: the account service is unavailable');
      return undefined;
    }
  };

  void app.register(async (scope) => {
    // Mail providers POST a form (urlencoded or multipart, RFC 8058 §3.1), the page's button an
    // urlencoded one: any small body is taken and left unread, since the token says it all.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, _body, done) =>
      done(null, undefined),
    );
    // A body too large or unreadable is the sender's mistake; anything else, ours. Never a stack.
    scope.setErrorHandler((error: { statusCode?: number; code?: string; name?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 500) return send(request, reply, { kind: 'invalid' });
      request.log.error({ err: { type: error.name, code: error.code } }, 'alert unsubscribe failed');
      return send(request, reply, { kind: 'unavailable' });
    });

    scope.get(ALERT_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      if (!token) return send(request, reply, { kind: 'invalid' });
      const answer = await ask(request, () => options.account.alertSubscription(token));
      if (!answer) return send(request, reply, { kind: 'unavailable' });
      if (!answer.ok) return send(request, reply, refusedView(answer.refusal.code));
      const title = answer.data.bookmarkTitle;
      if (answer.data.status === 'UNSUBSCRIBED') return send(request, reply, { kind: 'alreadyOff', title });
      const action = `${ALERT_UNSUBSCRIBE_PATH}?${new URLSearchParams({ [ALERT_UNSUBSCRIBE_PARAM]: token })}`;
      return send(request, reply, { kind: 'confirm', title, action });
    });

    scope.post(ALERT_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      if (!token) return send(request, reply, { kind: 'invalid' });
      const answer = await ask(request, () =>
        options.account.unsubscribeAlerts({ token }, { idempotencyKey: randomUUID() }),
      );
      if (!answer) return send(request, reply, { kind: 'unavailable' });
      if (!answer.ok) return send(request, reply, refusedView(answer.refusal.code));
      return send(request, reply, { kind: 'done', title: answer.data.bookmarkTitle });
    });
  });
}
