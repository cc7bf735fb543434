/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A shopper's message to the seller of a listing. */
export type EmailSellerInput = {
  /** Where the seller answers, and where the shopper's copy goes: an email address of at most 254 characters. */
  email: string;
  /** The shopper's first name: 1 to 60 characters once trimmed. */
  firstName: string;
  /** The shopper's last name: 1 to 60 characters once trimmed. */
  lastName: string;
  /** The listing written about (the digits of its vehicle page's URL). */
  listingId: string | number;
  /** The message: 1 to 1000 characters once trimmed. */
  message: string;
  /**
   * An offer for the car, in whole dollars (Make Offer, offered on private sellers' listings): from
   * half the asking price, rounded up, to the asking price. Left out or null for a plain message.
   * The seller's email and the shopper's copy name it.
   */
  offerAmount?: number | null | undefined;
  /**
   * A US phone number: 10 digits once spaces, dots, dashes and brackets are left out (a leading
   * country code 1 is dropped). Optional, but required when `preferredContact` is PHONE or TEXT.
   */
  phone?: string | null | undefined;
  /** How the shopper would like to be answered; EMAIL when left out. */
  preferredContact?: PreferredContact | null | undefined;
  /**
   * Leave out or empty. A form's hidden field that people never see and bots fill in: a message
   * with anything here is refused with a field error on `website`.
   */
  website?: string | null | undefined;
};

/** The lead profile to keep; every field is replaced. */
export type LeadProfileInput = {
  /** A valid email address. */
  email?: string | null | undefined;
  /** First name, at most 60 characters. */
  firstName?: string | null | undefined;
  /** Whether to contact sellers in one click with this profile. */
  isOneClickOptedIn: boolean;
  /** Last name, at most 60 characters. */
  lastName?: string | null | undefined;
  /**
   * A US phone number: 10 digits once spaces, dots, dashes and brackets are left out (a leading
   * country code 1 is dropped).
   */
  phone?: string | null | undefined;
};

/** How a shopper would like the seller to answer. */
export type PreferredContact =
  /** By email (the default). */
  | 'EMAIL'
  /** By a phone call: needs a phone number. */
  | 'PHONE'
  /** By text message: needs a phone number. */
  | 'TEXT';

export type EmailSellerMutationVariables = Exact<{
  input: EmailSellerInput;
  idempotencyKey?: string | null | undefined;
}>;


export type EmailSellerMutation = { emailSeller: { lead: { id: string, listingId: string, ownerName: string, createdAt: string } | null, errors: Array<{ field: string, message: string }> } };

export type ContactLeadProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactLeadProfileQuery = { me: { signedIn: boolean, leadProfile: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, isOneClickOptedIn: boolean } } };

export type ContactSaveLeadProfileMutationVariables = Exact<{
  input: LeadProfileInput;
  idempotencyKey?: string | null | undefined;
}>;


export type ContactSaveLeadProfileMutation = { updateLeadProfile: { leadProfile: { firstName: string | null, lastName: string | null, email: string | null, phone: string | null, isOneClickOptedIn: boolean } | null, errors: Array<{ field: string, message: string }> } };


export const EmailSellerDocument = {"__meta__":{"hash":"sha256:5940ec55d32a1c3e5419f047a8ee9b35208bed022d13761ba2dd4702939d9147"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSellerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmailSellerMutation, EmailSellerMutationVariables>;
export const ContactLeadProfileDocument = {"__meta__":{"hash":"sha256:236004d125a59ae89bced2af793bc2bc5a12f3ea6fd13dfc6379b42966854e5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactLeadProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"leadProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isOneClickOptedIn"}}]}}]}}]}}]} as unknown as DocumentNode<ContactLeadProfileQuery, ContactLeadProfileQueryVariables>;
export const ContactSaveLeadProfileDocument = {"__meta__":{"hash":"sha256:13b3203f9494508ee357fd7103b06d67c74850f1d17eeff11b3bbcdb752409d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSaveLeadProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isOneClickOptedIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactSaveLeadProfileMutation, ContactSaveLeadProfileMutationVariables>;