import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { upstreamErrorHandler } from '../error-handler';
import type { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  DEFAULT_ALERT_FREQUENCY,
  LeadProfileRequest,
  RecordViewsRequest,
  ListingId,
  QUICK_SAVE_LIMIT_MESSAGE,
  RefreshRequest,
  SaveListingRequest,
  SaveSearchRequest,
  SignInRequest,
  SignUpRequest,
  SUBSCRIBE_LIMIT_MESSAGE,
  SubscribeRequest,
  UnsubscribeRequest,
  WalletRequest,
  type AlertSubscriptionResponse,
  type DeleteSearchBookmarkResponse,
  type LeadProfileResponse,
  type MeResponse,
  type RecentlyViewedResponse,
  type SavedListingsResponse,
  type SaveListingResponse,
  type UnsaveListingResponse,
  type SaveSearchResponse,
  type SearchBookmarksResponse,
  type SessionResponse,
  type ShareBookmarkResponse,
  type SignOutResponse,
  type SubscribeResponse,
  type WalletResponse,
} from '../../contracts/account/index';
import type { Db, Queryable } from '../db/database';
import { callerOf, idempotencyCaller, idempotencyKeyOf, isUuid, ownerOf, requireUser, type Caller } from './caller';
import { ACCOUNT_PREFIX, DEFAULT_SEARCH_NAME } from './constants';
import { AccountError, badRequest, errorBody, notFound, unauthenticated } from './errors';
import { alertsKey } from '../alerts/unsubscribe-token';
import { idempotent, requestFingerprint, type Answer, type IdempotentWrite } from './idempotency';
import { hashPassword, passwordMatches, prepareTimingDummy } from './passwords';
import { keepSession, reissueSession, startSession, type KeptSession } from './sessions';
import {
  alertSubscription,
  bookmarkCount,
  bookmarkOfSearch,
  createBookmark,
  createUser,
  deleteBookmark,
  leadProfile,
  lockSavedSearches,
  lockSubscriptions,
  moveVisitorSaves,
  openSessionByRefreshHash,
  ownBookmark,
  ownBookmarks,
  putLeadProfile,
  revokeSession,
  unclaimedSubscriptions,
  unsubscribeAlerts,
  updateBookmark,
  userByEmail,
  userById,
} from './store';
import { recentlyViewed, recordViews } from './recently-viewed';
import { saveListing, savedListings, unsaveListing } from './saved-listings';
import { putWallet, removeWallet, wallet } from './wallet';
import { issueIdToken, refreshTokenHash } from './tokens';
import { currentFor, deadLink, lookupId, unsubscribeLink, type UnsubscribeLink } from './unsubscribe';

/**
 * The account service (docs/rules/accounts.md): users and sessions, saved searches, visitor
 * subscriptions, saved cars, the lead profile and the wallet, under /account-api in the shapes of
 * contracts/account. Every refusal is an AccountErrorBody; nothing personal (bodies, tokens) is logged.
 */

export interface AccountDeps {
  db: Db;
  /** The identity token's signing key (upstreams/account/token-key.ts). */
  tokenKey: Uint8Array;
  /** Resolves once the account tables exist. */
  migrated: Promise<unknown>;
}

/** Bodies are small: a saved search's query string is the largest field. */
const BODY_LIMIT = 64 * 1024;

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
  throw badRequest(
    field === 'body' ? `The body must be a JSON object: ${issue.message}` : `${field}: ${issue.message}`,
    field,
  );
}

type Handler = (request: FastifyRequest) => Promise<Answer>;

const ok = (body: unknown, status = 200): Answer => ({ status, body });

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, tokenKey } = deps;
  const linkKey = alertsKey(tokenKey);
  void prepareTimingDummy();
  const caller = (request: FastifyRequest, options?: { allowClosedSession?: boolean }) =>
    callerOf(request, { db, tokenKey }, options);

  /** A write honouring the idempotency-key header for this caller. */
  const write = (
    request: FastifyRequest,
    who: Caller,
    run: IdempotentWrite['run'],
    extra: Pick<IdempotentWrite, 'keep' | 'replay'> = {},
  ) =>
    idempotent(db, {
      caller: idempotencyCaller(who),
      key: idempotencyKeyOf(request),
      fingerprint: requestFingerprint(tokenKey, request.method, request.url, request.body ?? null),
      run,
      ...extra,
    });

  void app.register(
    async (scope) => {
      scope.setErrorHandler(upstreamErrorHandler('account service', errorBody));
      scope.setNotFoundHandler((request, reply) =>
        reply.code(404).send(errorBody('NOT_FOUND', `No ${request.method} ${request.url.split('?')[0]} here`)),
      );
      scope.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });

      const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) =>
        scope.route({
          method,
          url,
          bodyLimit: BODY_LIMIT,
          handler: async (request: FastifyRequest, reply: FastifyReply) => {
            await deps.migrated;
            try {
              const answer = await handler(request);
              return reply.code(answer.status).send(answer.body);
            } catch (error) {
              if (error instanceof AccountError) return reply.code(error.status).send(error.body);
              throw error;
            }
          },
        });

      // ── users and sessions (docs/rules/accounts.md#tokens-and-sessions) ──

      route('POST', '/users', async (request) => {
        const who = await caller(request);
        const input = parseBody(SignUpRequest, request.body);
        // Hashed before the transaction: argon2 takes a while and must not hold the database.
        const passwordHash = await hashPassword(input.password);
        return write(
          request,
          who,
          async (tx) => {
            const user = await createUser(tx, {
              email: input.email,
              passwordHash,
              firstName: input.firstName || null,
              lastName: input.lastName || null,
            });
            if (!user) throw new AccountError(409, 'EMAIL_TAKEN', 'An account with this email already exists', 'email');
            if (who.visitorId) await moveVisitorSaves(tx, who.visitorId, user.id);
            return ok((await startSession(tx, tokenKey, user)) satisfies SessionResponse, 201);
          },
          {
            keep: (answer) => keepSession(answer.body as SessionResponse),
            replay: async (kept, tx) => ok(await reissueSession(tx, tokenKey, kept as KeptSession), 201),
          },
        );
      });

      route('POST', '/sessions', async (request) => {
        const who = await caller(request);
        const input = parseBody(SignInRequest, request.body);
        const found = await userByEmail(db, input.email);
        // Verified even for an unknown email, so the answer's timing does not tell (#sign-in).
        const matches = await passwordMatches(found?.passwordHash, input.password);
        if (!found || !matches) throw new AccountError(401, 'BAD_CREDENTIALS', 'The email or password is incorrect');
        const session = await db.transaction(async (tx) => {
          if (who.visitorId) await moveVisitorSaves(tx, who.visitorId, found.user.id);
          return startSession(tx, tokenKey, found.user);
        });
        return ok(session satisfies SessionResponse);
      });

      route('POST', '/sessions/refresh', async (request) => {
        const input = parseBody(RefreshRequest, request.body);
        const session = await openSessionByRefreshHash(db, refreshTokenHash(input.refreshToken));
        const user = session && (await userById(db, session.userId));
        if (!session || !user) throw unauthenticated('Sign in again: the session has ended');
        const { idToken, expiresAt } = await issueIdToken(tokenKey, { userId: user.id, sessionId: session.sessionId });
        return ok({
          user,
          sessionId: session.sessionId,
          idToken,
          idTokenExpiresAt: expiresAt.toISOString(),
          refreshToken: input.refreshToken,
          sessionExpiresAt: session.expiresAt,
        } satisfies SessionResponse);
      });

      route('DELETE', '/sessions/current', async (request) => {
        const who = await caller(request, { allowClosedSession: true });
        const { userId, sessionId } = requireUser(who);
        return write(request, who, async (tx) =>
          ok({ revoked: await revokeSession(tx, sessionId, userId) } satisfies SignOutResponse),
        );
      });

      route('GET', '/me', async (request) => {
        const { userId } = requireUser(await caller(request));
        const user = await userById(db, userId);
        if (!user) throw unauthenticated();
        return ok({
          user,
          savedSearchCount: await bookmarkCount(db, { kind: 'user', id: userId }),
        } satisfies MeResponse);
      });

      // ── saved searches (docs/rules/accounts.md#saved-searches) ──

      route('GET', '/searchbookmarks', async (request) => {
        const owner = ownerOf(await caller(request));
        const raw = (request.query as Record<string, unknown>).searchBookmarkId;
        if (Array.isArray(raw)) throw badRequest('Ask for one searchBookmarkId', 'searchBookmarkId');
        const id = typeof raw === 'string' && raw !== '' ? raw : undefined;
        // An id that cannot be a bookmark's is nobody's: an empty list, like someone else's.
        const bookmarks = id !== undefined && !isUuid(id) ? [] : await ownBookmarks(db, owner, id);
        return ok({ myAtcSearchViewBeans: bookmarks } satisfies SearchBookmarksResponse);
      });

      route('POST', '/search', async (request) => {
        const who = await caller(request);
        const userId = requireUser(who).userId;
        const owner = { kind: 'user', id: userId } as const;
        const input = parseBody(SaveSearchRequest, request.body);
        if (input.bookmarkId === undefined && input.searchResultsURL === undefined)
          throw badRequest('searchResultsURL: the search to save is required', 'searchResultsURL');
        return write(request, who, async (tx) => {
          if (input.bookmarkId !== undefined) {
            const updated = isUuid(input.bookmarkId)
              ? await updateBookmark(tx, owner, input.bookmarkId, {
                  title: input.bookmarkTitle,
                  searchName: input.searchName || undefined,
                  searchResultsURL: input.searchResultsURL,
                  alertsEnabled: input.alertsEnabled,
                  alertFrequency: input.alertFrequency,
                  lastExecuted: input.lastExecuted,
                })
              : undefined;
            if (!updated) throw notFound('saved search');
            return ok({ bookmark: updated } satisfies SaveSearchResponse);
          }
          // The same search saved again is the saved search it already is, unchanged (#search-names).
          await lockSavedSearches(tx, owner);
          const saved = await bookmarkOfSearch(tx, owner, input.searchResultsURL!, null);
          if (saved) return ok({ bookmark: saved } satisfies SaveSearchResponse);
          const searchName = input.searchName || DEFAULT_SEARCH_NAME;
          const bookmark = await createBookmark(tx, owner, {
            title: input.bookmarkTitle ?? searchName,
            searchName,
            searchResultsURL: input.searchResultsURL!,
            alertsEnabled: input.alertsEnabled ?? true,
            alertFrequency: input.alertFrequency ?? DEFAULT_ALERT_FREQUENCY,
            alertEmail: null,
            lastExecuted: input.lastExecuted ?? null,
          });
          return ok({ bookmark } satisfies SaveSearchResponse, 201);
        });
      });

      route('DELETE', '/searchbookmarks/:id', async (request) => {
        const who = await caller(request);
        const owner = ownerOf(who);
        const { id } = request.params as { id: string };
        return write(request, who, async (tx) => {
          if (!isUuid(id) || !(await deleteBookmark(tx, owner, id))) throw notFound('saved search');
          return ok({ bookmarkId: id, deleted: true } satisfies DeleteSearchBookmarkResponse);
        });
      });

      route('GET', '/searchbookmarks/share-bookmark/:id', async (request) => {
        const owner = ownerOf(await caller(request));
        const { id } = request.params as { id: string };
        const bookmark = isUuid(id) ? await ownBookmark(db, owner, id) : undefined;
        if (!bookmark) throw notFound('saved search');
        return ok({
          bookmarkId: bookmark.bookmarkId,
          bookmarkTitle: bookmark.bookmarkTitle,
          searchResultsURL: bookmark.searchResultsURL,
        } satisfies ShareBookmarkResponse);
      });

      // ── visitor subscriptions (docs/rules/accounts.md#visitor-limit) ──

      route('POST', '/subscriptions', async (request) => {
        const who = await caller(request);
        const { visitorId } = who;
        if (!visitorId) throw badRequest('A subscription needs the visitor id header', 'x-visitor-id');
        const input = parseBody(SubscribeRequest, request.body);
        return write(request, { visitorId }, async (tx) => {
          await lockSubscriptions(tx, visitorId, input.email);
          const { byVisitor, byEmail } = await unclaimedSubscriptions(tx, visitorId, input.email);
          // The same search to the same address again is the subscription it already is: no limit.
          const owner = { kind: 'visitor', id: visitorId } as const;
          const subscribed = await bookmarkOfSearch(tx, owner, input.searchResultsURL, input.email);
          if (subscribed)
            return ok({ bookmark: subscribed, visitorSavedSearchCount: byVisitor } satisfies SubscribeResponse);
          const max = ACCOUNT_LIMITS.visitorMaxSavedSearches;
          if (byVisitor >= max || byEmail >= max)
            throw new AccountError(409, 'SUBSCRIBE_LIMIT', SUBSCRIBE_LIMIT_MESSAGE, 'email');
          const searchName = input.searchName || DEFAULT_SEARCH_NAME;
          const bookmark = await createBookmark(tx, owner, {
            title: searchName,
            searchName,
            searchResultsURL: input.searchResultsURL,
            alertsEnabled: true,
            alertFrequency: input.alertFrequency ?? DEFAULT_ALERT_FREQUENCY,
            alertEmail: input.email,
            lastExecuted: null,
          });
          return ok({ bookmark, visitorSavedSearchCount: byVisitor + 1 } satisfies SubscribeResponse, 201);
        });
      });

      // ── alert unsubscribe links (docs/rules/alerts.md#unsubscribe): the token is the proof ──

      const subscriptionOf = async (queryable: Queryable, link: UnsubscribeLink) => {
        const id = lookupId(link);
        return id === undefined ? undefined : alertSubscription(queryable, id);
      };

      // Describes, never changes: mail scanners and link previews fetch what an email links to.
      route('GET', '/alerts/unsubscribe', async (request) => {
        const token = (request.query as Record<string, unknown>).token;
        const link = unsubscribeLink(linkKey, typeof token === 'string' ? token : undefined);
        const current = currentFor(link, await subscriptionOf(db, link));
        return ok({
          status: current.alertsEnabled ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
          bookmarkTitle: current.title,
          searchName: current.searchName,
        } satisfies AlertSubscriptionResponse);
      });

      route('POST', '/alerts/unsubscribe', async (request) => {
        const link = unsubscribeLink(linkKey, parseBody(UnsubscribeRequest, request.body).token);
        return idempotent(db, {
          // A link names no user or visitor: its idempotency keys belong to its bookmark.
          caller: `bookmark:${link.bookmarkId}`,
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint(tokenKey, request.method, request.url, request.body ?? null),
          run: async (tx) => {
            const id = lookupId(link);
            const done = id === undefined ? undefined : await unsubscribeAlerts(tx, id, link.generation);
            // Nothing changed: the bookmark is gone, or the link's generation has passed.
            if (!done) throw deadLink(await subscriptionOf(tx, link));
            return ok({
              status: 'UNSUBSCRIBED',
              bookmarkTitle: done.title,
              searchName: done.searchName,
            } satisfies AlertSubscriptionResponse);
          },
        });
      });

      // ── lead profile (docs/rules/accounts.md#lead-profile) ──

      route('GET', '/lead-profile', async (request) => {
        const owner = ownerOf(await caller(request));
        return ok({ leadProfile: await leadProfile(db, owner) } satisfies LeadProfileResponse);
      });

      route('PUT', '/lead-profile', async (request) => {
        const who = await caller(request);
        const owner = ownerOf(who);
        const input = parseBody(LeadProfileRequest, request.body);
        return write(request, who, async (tx) =>
          ok({
            leadProfile: await putLeadProfile(tx, owner, {
              ...input,
              firstName: input.firstName || null,
              lastName: input.lastName || null,
            }),
          } satisfies LeadProfileResponse),
        );
      });

      // ── wallet (docs/rules/accounts.md#wallet): a consumer's own; a visitor's stays in the browser ──

      route('GET', '/wallet', async (request) => {
        const { userId } = requireUser(await caller(request));
        return ok({ wallet: await wallet(db, userId) } satisfies WalletResponse);
      });

      route('PUT', '/wallet', async (request) => {
        const who = await caller(request);
        const { userId } = requireUser(who);
        const input = parseBody(WalletRequest, request.body);
        return write(request, who, async (tx) =>
          ok({ wallet: await putWallet(tx, userId, input) } satisfies WalletResponse),
        );
      });

      route('DELETE', '/wallet', async (request) => {
        const who = await caller(request);
        const { userId } = requireUser(who);
        return write(request, who, async (tx) => {
          await removeWallet(tx, userId);
          return ok({ wallet: null } satisfies WalletResponse);
        });
      });

      // ── saved cars (docs/rules/accounts.md#saved-cars): a user's or a visitor's own ──

      /** The listing id of a saved-listings path, or BAD_REQUEST on field listingId. */
      const listingIdOf = (request: FastifyRequest) => {
        const parsed = ListingId.safeParse((request.params as { listingId: string }).listingId);
        if (!parsed.success) throw badRequest('listingId: a listing id is 1 to 15 digits', 'listingId');
        return parsed.data;
      };

      /** A write's owner: the user when signed in, else the visitor, who must send their id. */
      const savingOwner = (who: Caller) => {
        if (!who.user && !who.visitorId)
          throw badRequest('Saving a car needs an identity token or the visitor id header', 'x-visitor-id');
        return ownerOf(who);
      };

      const idsOf = async (queryable: Queryable, owner: ReturnType<typeof ownerOf>) =>
        (await savedListings(queryable, owner)).map((saved) => saved.listingId);

      route('GET', '/saved-listings', async (request) => {
        const who = await caller(request);
        // Nobody known (no token, no visitor id) has saved nothing, as with the lead profile.
        if (!who.user && !who.visitorId) return ok({ savedListings: [] } satisfies SavedListingsResponse);
        return ok({ savedListings: await savedListings(db, ownerOf(who)) } satisfies SavedListingsResponse);
      });

      route('PUT', '/saved-listings/:listingId', async (request) => {
        const who = await caller(request);
        const listingId = listingIdOf(request);
        const owner = savingOwner(who);
        const input = parseBody(SaveListingRequest, request.body);
        return write(request, who, async (tx) => {
          const outcome = await saveListing(tx, owner, listingId, input);
          if (outcome.kind === 'limit')
            throw new AccountError(409, 'QUICK_SAVE_LIMIT', QUICK_SAVE_LIMIT_MESSAGE, 'listingId');
          return ok(
            {
              savedListing: outcome.savedListing,
              savedListingIds: await idsOf(tx, owner),
            } satisfies SaveListingResponse,
            outcome.kind === 'saved' ? 201 : 200,
          );
        });
      });

      route('DELETE', '/saved-listings/:listingId', async (request) => {
        const who = await caller(request);
        const listingId = listingIdOf(request);
        const owner = savingOwner(who);
        return write(request, who, async (tx) =>
          ok({
            listingId,
            removed: await unsaveListing(tx, owner, listingId),
            savedListingIds: await idsOf(tx, owner),
          } satisfies UnsaveListingResponse),
        );
      });

      // ── recently viewed (docs/rules/still-interested.md#recently-viewed): a consumer's own ──

      route('GET', '/recently-viewed', async (request) => {
        const user = requireUser(await caller(request));
        return ok({ listingIds: await recentlyViewed(db, user.userId) } satisfies RecentlyViewedResponse);
      });

      route('POST', '/recently-viewed', async (request) => {
        const who = await caller(request);
        const user = requireUser(who);
        const { listingIds } = parseBody(RecordViewsRequest, request.body);
        return write(request, who, async (tx) =>
          ok({ listingIds: await recordViews(tx, user.userId, listingIds) } satisfies RecentlyViewedResponse),
        );
      });
    },
    { prefix: ACCOUNT_PREFIX },
  );
}
