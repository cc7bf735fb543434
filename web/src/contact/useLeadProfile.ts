import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIdempotencyKey } from '../account/useIdempotencyKey';
import { signedInCookie } from '../still-interested/store';
import { ContactLeadProfileDocument, ContactSaveLeadProfileDocument } from './documents';
import { phoneDigits } from './phone';
import type { LeadProfile } from './rules';
import { leadProfile, saveLeadProfile } from './store';

/**
 * The shopper's lead profile (docs/rules/contact.md#one-click): a signed-in consumer's from their
 * account, a visitor's from this browser. `remember` keeps a sent message's details in both: the
 * browser at once, the account (when signed in) in the background, since the message is already
 * on its way and a profile that fails to save is typed again next time.
 */
export function useLeadProfile(): { profile: LeadProfile | null; remember(profile: LeadProfile): void } {
  const signedIn = signedInCookie();
  const { data } = useQuery(ContactLeadProfileDocument, { skip: !signedIn });
  const [save] = useMutation(ContactSaveLeadProfileDocument);
  const idempotency = useIdempotencyKey();
  const browser = leadProfile();
  const account = data?.me.signedIn ? data.me.leadProfile : null;
  const profile: LeadProfile | null = account?.email
    ? {
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        email: account.email,
        phone: account.phone ?? '',
        // The account keeps no preferred contact: this browser's, or email.
        preferredContact: browser?.preferredContact ?? 'EMAIL',
        isOneClickOptedIn: account.isOneClickOptedIn,
      }
    : browser;

  const remember = useCallback(
    (next: LeadProfile) => {
      saveLeadProfile(next);
      if (!signedInCookie()) return;
      const input = {
        firstName: next.firstName.trim() || null,
        lastName: next.lastName.trim() || null,
        email: next.email.trim() || null,
        phone: phoneDigits(next.phone.trim()) || null,
        isOneClickOptedIn: next.isOneClickOptedIn,
      };
      save({ variables: { input, idempotencyKey: idempotency.key() } })
        .then(() => idempotency.done())
        .catch(() => idempotency.done());
    },
    [save, idempotency],
  );
  return { profile, remember };
}
