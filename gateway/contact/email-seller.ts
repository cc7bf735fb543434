import { GraphQLError } from 'graphql';
import { SellerLeadRequest } from '../../contracts/leads/index';
import type { FieldError, MutationResolvers } from '../__generated__/resolvers-types';
import { badInput, refusalFieldError, zodFieldErrors } from '../account/errors';
import { idempotencyKeyOf } from '../account/idempotency';
import type { ContextValue } from '../context';
import { retryableFailure, unavailable } from '../upstreams/unavailable';
import { CONTACT_TEXTS } from './constants';
import { phoneDigits } from './phone';

/**
 * Emailing a seller (docs/rules/contact.md#email-the-seller): the input checked with the leads
 * service's own schema, so a mistake is a field error before any call; the honeypot; one use of the
 * client's budget; the message stored (and its emails queued) through the leads service's breaker.
 * The shopper's details never reach a log: nothing here logs, and errors carry none of them.
 */

const notFound = () => new GraphQLError(CONTACT_TEXTS.notFound, { extensions: { code: 'NOT_FOUND' } });

/** A refusal of the whole message, in the payload: it is the shopper's to act on, not a fault. */
const formError = (message: string): FieldError => ({ field: 'form', message });

const NO_LEAD = { lead: null };

type EmailSeller = NonNullable<MutationResolvers<ContextValue>['emailSeller']>;

export const emailSeller: EmailSeller = async (_parent, { input, idempotencyKey }, ctx) => {
  const key = idempotencyKeyOf(idempotencyKey);
  const parsed = SellerLeadRequest.safeParse({
    listingId: input.listingId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: phoneDigits(input.phone),
    message: input.message,
    preferredContact: input.preferredContact ?? 'EMAIL',
    offerAmount: input.offerAmount ?? null,
  });
  const errors: FieldError[] = parsed.success ? [] : zodFieldErrors(parsed.error.issues);
  // An id that cannot be a listing's is no listing for sale, as the vehicle page treats it.
  if (errors.some((error) => error.field === 'listingId')) throw notFound();
  // The honeypot: a field nobody sees, so only a bot fills it in. Said plainly, like any other field.
  if (input.website?.trim()) errors.push({ field: 'website', message: CONTACT_TEXTS.honeypot });
  if (!parsed.success || errors.length > 0) return { ...NO_LEAD, errors };

  const ticket = await ctx.limits.emailSeller.take(ctx.clientIp ?? 'in-process');
  if (!ticket.allowed)
    throw new GraphQLError(CONTACT_TEXTS.rateLimited(ticket.retryAfterSeconds), {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: ticket.retryAfterSeconds },
    });
  const viewer = await ctx.account.viewer();
  let answer;
  try {
    answer = await ctx.leads.client.emailSeller({ ...parsed.data, userId: viewer?.userId ?? null }, key);
  } catch (error) {
    throw retryableFailure(error, CONTACT_TEXTS.unavailable);
  }
  if (answer.ok) {
    const { leadId, ...lead } = answer.data.lead;
    return { lead: { id: leadId, ...lead }, errors: [] };
  }
  switch (answer.refusal.code) {
    case 'NOT_FOUND':
      throw notFound();
    case 'IDEMPOTENCY_KEY_REUSED':
      throw badInput('idempotencyKey', 'was already used for a different message; send a new one');
    case 'DUPLICATE_LEAD':
      return { ...NO_LEAD, errors: [formError(CONTACT_TEXTS.duplicate)] };
    case 'TOO_MANY_LEADS':
      return { ...NO_LEAD, errors: [formError(CONTACT_TEXTS.tooMany)] };
    case 'EMAIL_NOT_ACCEPTED':
      return { ...NO_LEAD, errors: [formError(CONTACT_TEXTS.notAccepted)] };
    case 'BAD_REQUEST':
      return { ...NO_LEAD, errors: [refusalFieldError(answer.refusal)] };
    default:
      throw unavailable(CONTACT_TEXTS.unavailable, 'UPSTREAM_ERROR');
  }
};
