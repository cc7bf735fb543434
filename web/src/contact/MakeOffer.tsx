import { ContactActions } from './ContactActions';

/**
 * Make Offer on a private seller's listing (docs/rules/contact.md#make-offer), instead of Email
 * seller: the same form, asking for an offer on the asking price first. A module of its own so that
 * it stays a chunk of its own, loaded after hydration on private sellers' vehicle pages only.
 */
export function MakeOffer({
  listingId,
  title,
  vin,
  askingPrice,
}: {
  listingId: string;
  title: string;
  vin: string;
  askingPrice: number;
}) {
  return <ContactActions listingId={listingId} title={title} vin={vin} offer={{ askingPrice }} />;
}
