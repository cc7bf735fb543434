import type { FastifyReply } from 'fastify';

/*
 * The headers of the gateway's internal pages, which are not the site's: the operator's reports
 * (operator/reports-route.ts) and the development outbox (dev/outbox.ts). Each page has its own
 * Content-Security-Policy instead of the site's; none is cached or indexed.
 */

/** Every internal response: its status, the page's policy, never cached, never indexed. */
export const internalPageReply = (reply: FastifyReply, status: number, csp: string): FastifyReply =>
  reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex');

/** An internal page's HTML, sent. */
export const sendInternalPage = (reply: FastifyReply, status: number, csp: string, html: string): FastifyReply =>
  internalPageReply(reply, status, csp).type('text/html; charset=utf-8').send(html);
