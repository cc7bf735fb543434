import { z } from 'zod';
import { multiline, singleLine } from '../text';
import {
  PREFERRED_CONTACTS,
  REPORT_LIMITS,
  SELLER_LEAD_LIMITS,
  REPORT_REASON_NEEDING_DETAILS,
  REPORT_REASONS,
  STILL_INTERESTED_BRANDS,
  STILL_INTERESTED_VINS_MAX,
} from './constants';

export * from './constants';

/**
 * The wire format of the leads service, owned by the service: one zod schema per payload, its type
 * inferred under the same name. The reference upstream (upstreams/leads) builds and parses these
 * shapes; the gateway parses every answer with them. Today it holds the shoppers' reports about
 * listings (docs/rules/listing-actions.md#report).
 *
 * The gateway is the service's only caller: it verifies the shopper's identity token itself and
 * sends the user id it names (or none, for a visitor). Every write carries an `idempotency-key`.
 */

/** Every refused request: `field` names the body field a user mistake is about. */
export const LeadsErrorBody = z.object({
  error: z.object({
    code: z.enum([
      'BAD_REQUEST',
      /** No listing with that id is for sale. */
      'NOT_FOUND',
      /** The idempotency key was sent before with a different request (422). */
      'IDEMPOTENCY_KEY_REUSED',
      /** The same shopper (email) already sent this car's seller a message today (409). */
      'DUPLICATE_LEAD',
      /** The shopper's email sent SELLER_LEAD_LIMITS.perEmailPerDay leads in the last 24 hours (429). */
      'TOO_MANY_LEADS',
      /** The seller takes no email (Owner.hideEmailForm): call them instead (409). */
      'EMAIL_NOT_ACCEPTED',
      /** The service itself failed (a 5xx); nothing about the request. */
      'INTERNAL',
    ]),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type LeadsErrorBody = z.infer<typeof LeadsErrorBody>;
export type LeadsErrorCode = LeadsErrorBody['error']['code'];

/** Why the listing is reported (docs/rules/listing-actions.md#report-reasons). */
export const ReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReason>;

/**
 * POST /listing-reports (header idempotency-key): a shopper's report about one listing. `details`
 * is trimmed, at most REPORT_LIMITS.detailsMaxLength characters, and required for OTHER; an empty
 * one is none.
 */
export const ListingReportRequest = z
  .object({
    listingId: z.string().regex(/^\d+$/, 'a listing id (digits)').max(REPORT_LIMITS.listingIdMaxLength),
    reason: ReportReason,
    details: multiline(z.string().trim().max(REPORT_LIMITS.detailsMaxLength)).nullable().optional(),
    /** The signed-in consumer who reports (the gateway verified their token), or null for a visitor. */
    userId: z.uuid().nullable().optional(),
  })
  .superRefine((report, context) => {
    if (report.reason === REPORT_REASON_NEEDING_DETAILS && !report.details)
      context.addIssue({ code: 'custom', path: ['details'], message: 'Say what is wrong with the listing' });
  });
export type ListingReportRequest = z.infer<typeof ListingReportRequest>;

/** A stored report, without its free text (the shopper's words go no further than the store). */
export const ListingReport = z.object({
  /** Opaque id (a UUID). */
  reportId: z.string(),
  listingId: z.string(),
  reason: ReportReason,
  /** ISO timestamp of when it was stored. */
  createdAt: z.string(),
});
export type ListingReport = z.infer<typeof ListingReport>;

/** 201 with the stored report; a retry with the same key and request answers the same, without storing again. */
export const ListingReportResponse = z.object({ report: ListingReport });
export type ListingReportResponse = z.infer<typeof ListingReportResponse>;

/** A vehicle identification number: 17 letters and digits, never I, O or Q. */
export const Vin = z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'a VIN (17 letters and digits)');

/**
 * PUT-like POST /still-interested-alerts: a shopper's still-interested list, the vins of the cars
 * they viewed most recently, most recent first (docs/rules/still-interested.md#sending-the-list).
 * The shopper is a consumer id (the gateway verified their token), an email, or both; at least one.
 * One list is kept per shopper and brand: a new list replaces theirs, the same list again changes
 * nothing (idempotent without a key: the request is the whole state).
 */
export const StillInterestedAlertRequest = z
  .object({
    brand: z.enum(STILL_INTERESTED_BRANDS),
    vins: z
      .array(Vin)
      .min(1)
      .max(STILL_INTERESTED_VINS_MAX)
      .refine((vins) => new Set(vins.map((v) => v.toUpperCase())).size === vins.length, 'no vin twice'),
    consumerId: z.uuid().nullable().optional(),
    email: z.email().max(254).nullable().optional(),
  })
  .superRefine((alert, context) => {
    if (!alert.consumerId && !alert.email)
      context.addIssue({ code: 'custom', path: ['email'], message: 'Send a consumer id or an email' });
  });
export type StillInterestedAlertRequest = z.infer<typeof StillInterestedAlertRequest>;

/** 200: whether the list changed (false when the same list was already kept), and when it was kept. */
export const StillInterestedAlertResponse = z.object({
  alert: z.object({
    brand: z.enum(STILL_INTERESTED_BRANDS),
    vins: z.array(z.string()),
    changed: z.boolean(),
    updatedAt: z.string(),
  }),
});
export type StillInterestedAlertResponse = z.infer<typeof StillInterestedAlertResponse>;

/** How the shopper would like to be answered. */
export const PreferredContact = z.enum(PREFERRED_CONTACTS);
export type PreferredContact = z.infer<typeof PreferredContact>;

const name = singleLine(z.string().trim().min(1).max(SELLER_LEAD_LIMITS.nameMaxLength));

/**
 * POST /seller-leads (header idempotency-key): a shopper's message to the seller of a listing
 * (docs/rules/contact.md#email-the-seller). Stored with the seller's email and the shopper's copy
 * in one transaction; both are then sent by the service's mail worker. `phone` is 10 digits, and
 * required when the shopper asks to be called or texted. Refused with DUPLICATE_LEAD when this
 * email already wrote about this car today (UTC), TOO_MANY_LEADS past the daily limit per email,
 * EMAIL_NOT_ACCEPTED when the seller takes no email, NOT_FOUND when the car is not for sale.
 */
export const SellerLeadRequest = z
  .object({
    listingId: z.string().regex(/^\d+$/, 'a listing id (digits)').max(REPORT_LIMITS.listingIdMaxLength),
    firstName: name,
    lastName: name,
    email: z.string().trim().toLowerCase().max(SELLER_LEAD_LIMITS.emailMaxLength).pipe(z.email()),
    phone: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'a 10-digit phone number')
      .nullable()
      .optional(),
    message: multiline(z.string().trim().min(1).max(SELLER_LEAD_LIMITS.messageMaxLength)),
    preferredContact: PreferredContact,
    /**
     * An offer, in whole dollars (docs/rules/contact.md#make-offer): from offerFloor(asking price)
     * to the asking price; the service checks both against the listing (400 on offerAmount).
     */
    offerAmount: z.number().int().positive().max(100_000_000).nullable().optional(),
    /** The signed-in consumer who writes (the gateway verified their token), or null for a visitor. */
    userId: z.uuid().nullable().optional(),
  })
  .superRefine((lead, context) => {
    if (lead.preferredContact !== 'EMAIL' && !lead.phone)
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number to be called or texted' });
  });
export type SellerLeadRequest = z.infer<typeof SellerLeadRequest>;

/** A stored lead, without the shopper's details. */
export const SellerLead = z.object({
  /** Opaque id (a UUID). */
  leadId: z.string(),
  listingId: z.string(),
  /** The seller's name, as the page thanks the shopper ("Your message is on its way to …"). */
  ownerName: z.string(),
  /** ISO timestamp of when it was stored. */
  createdAt: z.string(),
});
export type SellerLead = z.infer<typeof SellerLead>;

/** 201 with the stored lead; a retry with the same key and request answers the same, without storing or sending again. */
export const SellerLeadResponse = z.object({ lead: SellerLead });
export type SellerLeadResponse = z.infer<typeof SellerLeadResponse>;
