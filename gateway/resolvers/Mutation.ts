import type { MutationResolvers, ResolversTypes } from '../__generated__/resolvers-types';
import {
  ACCOUNT_LIMITS,
  LeadProfileRequest,
  RecordViewsRequest,
  SaveSearchRequest,
  SignInRequest,
  SignUpRequest,
  SUBSCRIBE_LIMIT_MESSAGE,
  SubscribeRequest,
  WalletRequest,
  type SessionResponse,
} from '../../contracts/account/index';
import { PAYMENT_DEFAULTS } from '../../contracts/payments';
import { canonicalQueryString } from '../../contracts/search';
import type { ContextValue } from '../context';
import { BAD_CREDENTIALS_MESSAGE, EMAIL_TAKEN_MESSAGE, FORM_FIELD } from '../account/constants';
import {
  accountFailure,
  badInput,
  forbidden,
  refusalError,
  refusalFieldError,
  unauthenticated,
  zodFieldErrors,
} from '../account/errors';
import { idempotencyKeyOf } from '../account/idempotency';
import { searchNameOf } from '../account/search-name';
import type { AccountRefusal, AccountWriter } from '../upstreams/account/client';
import { emailSeller } from '../contact/email-seller';
import { phoneDigits } from '../contact/phone';
import { reportListing } from '../listing-actions/report';
import { call } from '../account/call';
import { saveListing, unsaveListing } from '../account/saved-listings';
import { unsaveableSearch } from '../account/saveable-search';

/**
 * Every change a shopper makes (docs/rules/accounts.md#gateway). Input is checked here with the
 * account service's own schemas, so a mistake is a field error before any call; what the service
 * refuses maps to the same field errors or to a code; the service being down is a retryable error.
 * Inputs (emails, passwords, names, phones) are never logged.
 */

/** The account service's names of a saved search's fields, as the mutation inputs name them. */
const SEARCH_FIELDS = { searchResultsURL: 'queryString', searchName: 'bookmarkTitle' } as const;

/** The signed-in consumer writing, or UNAUTHENTICATED. */
async function signedInWriter(ctx: ContextValue, idempotencyKey: string | null | undefined): Promise<AccountWriter> {
  const key = idempotencyKeyOf(idempotencyKey);
  const viewer = await ctx.account.viewer();
  if (!viewer) throw unauthenticated();
  return { idToken: viewer.idToken, idempotencyKey: key };
}

/** A refusal that is a user mistake about one field of the payload, or its code thrown. */
function fieldRefusal(refusal: AccountRefusal, fields: Readonly<Record<string, string>> = {}) {
  if (refusal.code === 'BAD_REQUEST') return refusalFieldError(refusal, fields);
  throw refusalError(refusal);
}

/** The viewer's saved-search count after a change, read after it. */
async function savedSearchCount(ctx: ContextValue, writer: AccountWriter): Promise<number> {
  const answer = await call(ctx, ctx.account.client.me({ idToken: writer.idToken }));
  return answer.ok ? answer.data.savedSearchCount : 0;
}

const NO_SESSION = { user: null, token: null, tokenExpiresAt: null };

/** Signed up or in: the session's cookies for the web, the token for other channels. */
async function signedIn(ctx: ContextValue, session: SessionResponse): Promise<ResolversTypes['AuthPayload']> {
  await ctx.account.signedIn(session);
  return { user: session.user, token: session.idToken, tokenExpiresAt: session.idTokenExpiresAt, errors: [] };
}

/** A query string from the page ('?' optional) in its one canonical spelling. */
const canonicalSearch = (queryString: string) =>
  canonicalQueryString(queryString.startsWith('?') ? queryString.slice(1) : queryString);

const orNull = (value: string | null | undefined) => (value?.trim() ? value : null);

export const Mutation: MutationResolvers = {
  /** docs/rules/listing-actions.md#report */
  reportListing,

  /** docs/rules/contact.md#email-the-seller */
  emailSeller,

  /** docs/rules/accounts.md#saved-cars */
  saveListing,
  unsaveListing,

  /** docs/rules/still-interested.md#recently-viewed: the consumer's own list, in the account service. */
  async recordListingViews(_parent, { listingIds, idempotencyKey }, ctx) {
    const parsed = RecordViewsRequest.safeParse({ listingIds });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw badInput('listingIds', issue.message);
    }
    const writer = await signedInWriter(ctx, idempotencyKey);
    const answer = await call(ctx, ctx.account.client.recordViews(parsed.data, writer));
    if (!answer.ok) throw refusalError(answer.refusal);
    return answer.data.listingIds;
  },

  async signUp(_parent, { input, idempotencyKey }, ctx) {
    const parsed = SignUpRequest.safeParse({
      ...input,
      firstName: input.firstName ?? undefined,
      lastName: input.lastName ?? undefined,
    });
    if (!parsed.success) return { ...NO_SESSION, errors: zodFieldErrors(parsed.error.issues) };
    const answer = await call(
      ctx,
      ctx.account.client.signUp(parsed.data, {
        visitorId: ctx.account.visitorId,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      }),
    );
    if (answer.ok) return signedIn(ctx, answer.data);
    if (answer.refusal.code === 'EMAIL_TAKEN') {
      return { ...NO_SESSION, errors: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }] };
    }
    return { ...NO_SESSION, errors: [fieldRefusal(answer.refusal)] };
  },

  async signIn(_parent, { input }, ctx) {
    const parsed = SignInRequest.safeParse(input);
    // Which part was wrong is never said, not even that an address is too long to be anyone's.
    if (!parsed.success || !parsed.data.email || !parsed.data.password) {
      return { ...NO_SESSION, errors: [{ field: FORM_FIELD, message: BAD_CREDENTIALS_MESSAGE }] };
    }
    const answer = await call(
      ctx,
      ctx.account.client.signIn(parsed.data, {
        visitorId: ctx.account.visitorId,
        idempotencyKey: idempotencyKeyOf(null),
      }),
    );
    if (answer.ok) return signedIn(ctx, answer.data);
    if (answer.refusal.code === 'BAD_CREDENTIALS' || answer.refusal.code === 'BAD_REQUEST') {
      return { ...NO_SESSION, errors: [{ field: FORM_FIELD, message: BAD_CREDENTIALS_MESSAGE }] };
    }
    throw refusalError(answer.refusal);
  },

  async signOut(_parent, _args, ctx) {
    const viewer = await ctx.account.viewer();
    let signedOut = false;
    if (viewer) {
      try {
        const answer = await ctx.account.client.signOut({
          idToken: viewer.idToken,
          idempotencyKey: idempotencyKeyOf(null),
        });
        signedOut = answer.ok && answer.data.revoked;
      } catch (error) {
        // The session could not be revoked: the cookies stay, so a retry can revoke it.
        throw accountFailure(error);
      }
    }
    ctx.account.signedOut();
    return { signedOut };
  },

  async saveSearch(_parent, { input, idempotencyKey }, ctx) {
    const writer = await signedInWriter(ctx, idempotencyKey);
    const searchResultsURL = canonicalSearch(input.queryString);
    const searchName = searchNameOf(searchResultsURL);
    const parsed = SaveSearchRequest.safeParse({
      bookmarkTitle: input.bookmarkTitle ?? searchName,
      searchName,
      searchResultsURL,
      alertsEnabled: input.alertsEnabled ?? true,
      alertFrequency: input.alertFrequency ?? undefined,
    });
    if (!parsed.success)
      return { bookmark: null, savedSearchCount: null, errors: zodFieldErrors(parsed.error.issues, SEARCH_FIELDS) };
    const unsaveable = await unsaveableSearch(searchResultsURL, ctx);
    if (unsaveable) return { bookmark: null, savedSearchCount: null, errors: [unsaveable] };
    const answer = await call(ctx, ctx.account.client.saveSearch(parsed.data, writer));
    if (!answer.ok)
      return { bookmark: null, savedSearchCount: null, errors: [fieldRefusal(answer.refusal, SEARCH_FIELDS)] };
    return { bookmark: answer.data.bookmark, savedSearchCount: await savedSearchCount(ctx, writer), errors: [] };
  },

  async renameSavedSearch(_parent, { bookmarkId, bookmarkTitle, idempotencyKey }, ctx) {
    const writer = await signedInWriter(ctx, idempotencyKey);
    const parsed = SaveSearchRequest.safeParse({ bookmarkId, bookmarkTitle });
    if (!parsed.success) return { bookmark: null, savedSearchCount: null, errors: zodFieldErrors(parsed.error.issues) };
    const answer = await call(ctx, ctx.account.client.saveSearch(parsed.data, writer));
    if (!answer.ok)
      return { bookmark: null, savedSearchCount: null, errors: [fieldRefusal(answer.refusal, SEARCH_FIELDS)] };
    return { bookmark: answer.data.bookmark, savedSearchCount: await savedSearchCount(ctx, writer), errors: [] };
  },

  /** docs/rules/alerts.md#frequency */
  async setSavedSearchAlerts(_parent, { bookmarkId, alertsEnabled, frequency, idempotencyKey }, ctx) {
    const writer = await signedInWriter(ctx, idempotencyKey);
    const change = { bookmarkId, alertsEnabled, alertFrequency: frequency ?? undefined };
    const answer = await call(ctx, ctx.account.client.saveSearch(change, writer));
    if (!answer.ok)
      return { bookmark: null, savedSearchCount: null, errors: [fieldRefusal(answer.refusal, SEARCH_FIELDS)] };
    return { bookmark: answer.data.bookmark, savedSearchCount: await savedSearchCount(ctx, writer), errors: [] };
  },

  async deleteSavedSearch(_parent, { bookmarkId, idempotencyKey }, ctx) {
    const writer = await signedInWriter(ctx, idempotencyKey);
    const answer = await call(ctx, ctx.account.client.deleteBookmark(bookmarkId, writer));
    if (!answer.ok) throw refusalError(answer.refusal);
    return { bookmarkId: answer.data.bookmarkId, savedSearchCount: await savedSearchCount(ctx, writer) };
  },

  /** docs/rules/accounts.md#subscribing-as-a-visitor */
  async subscribeToSearch(_parent, { input, idempotencyKey }, ctx) {
    const key = idempotencyKeyOf(idempotencyKey);
    // A bot filled the field people never see: it is told it subscribed, and nothing is saved or logged.
    if (input.honeypot) return { subscribed: true, bookmark: null, limitReached: false, errors: [] };
    // Subscribing is the visitor's way to save a search; a consumer saves it to their account.
    if (await ctx.account.viewer()) throw forbidden('Signed in: save the search with saveSearch');
    const searchResultsURL = canonicalSearch(input.queryString);
    const parsed = SubscribeRequest.safeParse({
      email: input.email,
      searchResultsURL,
      searchName: searchNameOf(searchResultsURL),
      alertFrequency: input.alertFrequency ?? undefined,
    });
    if (!parsed.success) {
      return {
        subscribed: false,
        bookmark: null,
        limitReached: false,
        errors: zodFieldErrors(parsed.error.issues, SEARCH_FIELDS),
      };
    }
    const unsaveable = await unsaveableSearch(searchResultsURL, ctx);
    if (unsaveable) return { subscribed: false, bookmark: null, limitReached: false, errors: [unsaveable] };
    const visitorId = ctx.account.ensureVisitorId();
    const answer = await call(ctx, ctx.account.client.subscribe(parsed.data, { visitorId, idempotencyKey: key }));
    if (answer.ok) {
      const limitReached = answer.data.visitorSavedSearchCount >= ACCOUNT_LIMITS.visitorMaxSavedSearches;
      return { subscribed: true, bookmark: answer.data.bookmark, limitReached, errors: [] };
    }
    if (answer.refusal.code === 'SUBSCRIBE_LIMIT') {
      return {
        subscribed: false,
        bookmark: null,
        limitReached: true,
        errors: [{ field: 'email', message: SUBSCRIBE_LIMIT_MESSAGE }],
      };
    }
    return {
      subscribed: false,
      bookmark: null,
      limitReached: false,
      errors: [fieldRefusal(answer.refusal, SEARCH_FIELDS)],
    };
  },

  /** docs/rules/accounts.md#lead-profile-input */
  async updateLeadProfile(_parent, { input, idempotencyKey }, ctx) {
    const key = idempotencyKeyOf(idempotencyKey);
    const parsed = LeadProfileRequest.safeParse({
      firstName: orNull(input.firstName),
      lastName: orNull(input.lastName),
      email: orNull(input.email),
      phone: phoneDigits(input.phone),
      isOneClickOptedIn: input.isOneClickOptedIn,
    });
    if (!parsed.success) return { leadProfile: null, errors: zodFieldErrors(parsed.error.issues) };
    const viewer = await ctx.account.viewer();
    const writer: AccountWriter = viewer
      ? { idToken: viewer.idToken, idempotencyKey: key }
      : { visitorId: ctx.account.ensureVisitorId(), idempotencyKey: key };
    const answer = await call(ctx, ctx.account.client.saveLeadProfile(parsed.data, writer));
    if (!answer.ok) return { leadProfile: null, errors: [fieldRefusal(answer.refusal)] };
    return { leadProfile: answer.data.leadProfile, errors: [] };
  },

  /** docs/rules/accounts.md#wallet */
  async updateWallet(_parent, { input, idempotencyKey }, ctx) {
    // A visitor's wallet is their browser's: nothing to check or keep here.
    const writer = await signedInWriter(ctx, idempotencyKey);
    // A field left out, or sent as null, takes its default, as in PricingDetail.payments.
    const parsed = WalletRequest.safeParse({
      downPayment: input.downPayment ?? PAYMENT_DEFAULTS.downPayment,
      tradeInValue: input.tradeInValue ?? PAYMENT_DEFAULTS.tradeInValue,
      termMonths: input.termMonths ?? PAYMENT_DEFAULTS.termMonths,
      aprPercent: input.aprPercent ?? PAYMENT_DEFAULTS.aprPercent,
    });
    if (!parsed.success) return { wallet: null, errors: zodFieldErrors(parsed.error.issues) };
    const answer = await call(ctx, ctx.account.client.saveWallet(parsed.data, writer));
    if (!answer.ok) return { wallet: null, errors: [fieldRefusal(answer.refusal)] };
    return { wallet: answer.data.wallet, errors: [] };
  },

  /** docs/rules/accounts.md#wallet */
  async removeWallet(_parent, { idempotencyKey }, ctx) {
    const writer = await signedInWriter(ctx, idempotencyKey);
    const answer = await call(ctx, ctx.account.client.removeWallet(writer));
    if (!answer.ok) throw refusalError(answer.refusal);
    return { wallet: null, errors: [] };
  },
};
