/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { ApolloClient, ApolloLink, InMemoryCache } = await import('@apollo/client');
const { ApolloProvider } = await import('@apollo/client/react');
const { Observable } = await import('rxjs');
const { BRANDS } = await import('../../contracts/search/brands');
const { certifiedProgramApplies, hasMoneyBackGuarantee } = await import('../../contracts/search/certified');
const { cardUrgencyLabel } = await import('../../web/src/research/certified/card');
const { guaranteeText, thirdPartyGuaranteeText, tierText, warrantyText } =
  await import('../../web/src/research/certified/format');
const { CertifiedDetailsButton, CertifiedDetailsHost } =
  await import('../../web/src/research/certified/CertifiedDetails');

/** Rules of docs/rules/certified.md. */

describe('where the certified program details show (docs/rules/certified.md#where-the-details-show)', () => {
  it("always on the car maker's brand, by its setting", () => {
    expect(BRANDS.halden.showsCertifiedProgram).toBe(true);
    expect(certifiedProgramApplies('halden', undefined, true)).toBe(true);
    expect(certifiedProgramApplies('halden', ['USED'], true)).toBe(true);
  });

  it('on the other brands only when the listing types include CERTIFIED', () => {
    for (const brand of ['motormart', 'fairvalue'] as const) {
      expect(certifiedProgramApplies(brand, ['CERTIFIED'], true)).toBe(true);
      expect(certifiedProgramApplies(brand, ['USED', 'CERTIFIED'], true)).toBe(true);
      expect(certifiedProgramApplies(brand, ['3P_CERT'], true)).toBe(false);
      expect(certifiedProgramApplies(brand, ['USED'], true)).toBe(false);
      expect(certifiedProgramApplies(brand, undefined, true)).toBe(false);
    }
  });

  it("nowhere when the brand's certifiedProgram flag is off", () => {
    expect(certifiedProgramApplies('halden', undefined, false)).toBe(false);
    expect(certifiedProgramApplies('motormart', ['CERTIFIED'], false)).toBe(false);
  });
});

describe('which cars have a money-back guarantee (docs/rules/certified.md#which-cars-have-one)', () => {
  const dealer = (vehicleExchange?: boolean) => ({ privateSeller: false, vehicleExchange });

  it("a certified car, by the maker's program or a third party, whatever its dealer", () => {
    for (const listingType of ['CERTIFIED', '3P_CERT']) {
      expect(hasMoneyBackGuarantee({ listingType, owner: dealer(false) })).toBe(true);
      expect(hasMoneyBackGuarantee({ listingType, owner: null })).toBe(true);
    }
  });

  it('any other car when its dealer offers one (vehicleExchange), never a private seller', () => {
    expect(hasMoneyBackGuarantee({ listingType: 'USED', owner: dealer(true) })).toBe(true);
    expect(hasMoneyBackGuarantee({ listingType: 'NEW', owner: dealer(true) })).toBe(true);
    expect(hasMoneyBackGuarantee({ listingType: 'USED', owner: dealer(false) })).toBe(false);
    expect(hasMoneyBackGuarantee({ listingType: 'USED', owner: dealer(undefined) })).toBe(false);
    expect(hasMoneyBackGuarantee({ listingType: 'USED', owner: null })).toBe(false);
    expect(hasMoneyBackGuarantee({ listingType: 'USED', owner: { privateSeller: true, vehicleExchange: true } })).toBe(
      false,
    );
  });
});

describe("the card's urgency label beside the badge (docs/rules/certified.md#the-card-badge)", () => {
  const RETURN = { urgencyDriverType: 'RETURN', urgencyDriverValue: 'Money Back Guarantee' };
  it('leaves RETURN to the badge', () => {
    expect(cardUrgencyLabel({ moneyBackGuarantee: true, vehicleHighlight: RETURN, viewCount: 9 })).toBeNull();
  });
  it('labels RETURN without the badge, and every other reason as usual', () => {
    expect(cardUrgencyLabel({ moneyBackGuarantee: false, vehicleHighlight: RETURN })).toBe('Money Back Guarantee');
    expect(
      cardUrgencyLabel({
        moneyBackGuarantee: true,
        vehicleHighlight: { urgencyDriverType: 'WARRANTY', urgencyDriverValue: 'Certified Warranty' },
      }),
    ).toBe('Certified Warranty');
    expect(cardUrgencyLabel({ moneyBackGuarantee: true, vehicleHighlight: null, viewCount: 4 })).toBe('Act Quick!');
  });
});

describe("the modal's sentences (docs/rules/certified.md#the-details-modal)", () => {
  it('words the figures', () => {
    expect(guaranteeText({ days: 14, miles: 1_000 })).toBe('14 days or 1,000 miles, whichever comes first');
    expect(tierText({ maxAgeYears: 6, maxMiles: 80_000, inspectionPoints: 172 })).toBe(
      'up to 6 years old, under 80,000 miles, passes a 172-point inspection',
    );
    expect(warrantyText(30, 90)).toBe('A 30 to 90 day limited warranty');
    expect(warrantyText(90, 90)).toBe('A 90 day limited warranty');
  });
  it("says 'the same' guarantee only when the figures are", () => {
    const g = { days: 14, miles: 1_000 };
    expect(thirdPartyGuaranteeText(g, g)).toBe(
      'The same money-back guarantee: 14 days or 1,000 miles, whichever comes first',
    );
    expect(thirdPartyGuaranteeText(g, { days: 7, miles: 500 })).toBe(
      'A money-back guarantee of 7 days or 500 miles, whichever comes first',
    );
  });
});

/* ---- The host, its buttons and the modal ---- */

const PROGRAM = {
  __typename: 'CertifiedProgram',
  maker: 'Halden Motors',
  name: 'Halden Motors Certified',
  moneyBackGuarantee: { __typename: 'MoneyBackGuarantee', days: 14, miles: 1_000 },
  tiers: [
    {
      __typename: 'CertifiedTier',
      code: 'GOLD',
      name: 'Gold Certified',
      maxAgeYears: 6,
      maxMiles: 80_000,
      inspectionPoints: 172,
    },
  ],
  thirdParty: {
    __typename: 'ThirdPartyCertification',
    moneyBackGuarantee: { __typename: 'MoneyBackGuarantee', days: 14, miles: 1_000 },
    limitedWarrantyMinDays: 30,
    limitedWarrantyMaxDays: 90,
  },
};

/** A link answering each operation with the next of `answers` (data, or a retryable error). */
function mount(answers: Array<'ok' | 'down'>, listingTypes?: string[]) {
  let calls = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers[Math.min(calls++, answers.length - 1)];
        observer.next(
          answer === 'ok'
            ? { data: { certifiedProgram: PROGRAM } }
            : {
                data: { certifiedProgram: null },
                errors: [{ message: 'down', extensions: { code: 'UPSTREAM_ERROR', retryable: true } }],
              },
        );
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  render(
    <ApolloProvider client={client}>
      <CertifiedDetailsButton listingTypes={listingTypes} />
      {/* A card's badge as the card renders it: no handler of its own. */}
      <button type="button" data-certified-details="card">
        Money Back Guarantee
      </button>
      <CertifiedDetailsHost />
    </ApolloProvider>,
  );
  return { calls: () => calls };
}

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

describe('the certified program details modal', () => {
  it("the results page's button shows for a certified search only (the web client is the used-car brand)", () => {
    mount(['ok'], ['USED']);
    expect(screen.queryByRole('button', { name: 'Certified program details' })).toBeNull();
    cleanup();
    mount(['ok'], ['CERTIFIED']);
    const button = screen.getByRole('button', { name: 'Certified program details' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens from the button, asks once, shows the program, and closes giving focus back', async () => {
    const { calls } = mount(['ok'], ['CERTIFIED']);
    const button = screen.getByRole('button', { name: 'Certified program details' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Certified program details' });
    await waitFor(() => expect(dialog.textContent).toContain('172-point inspection'));
    expect(dialog.textContent).toContain('Halden Motors Certified is the certified used program of Halden Motors.');
    expect(dialog.textContent).toContain('14 days or 1,000 miles, whichever comes first');
    expect(dialog.textContent).toContain('Gold Certified: up to 6 years old, under 80,000 miles');
    expect(dialog.textContent).toContain('A 30 to 90 day limited warranty');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);

    // Opened again from a card's badge: the same modal, from the cache.
    fireEvent.click(screen.getByRole('button', { name: 'Money Back Guarantee' }));
    const again = await screen.findByRole('dialog', { name: 'Certified program details' });
    await waitFor(() => expect(again.textContent).toContain('172-point inspection'));
    expect(calls()).toBe(1);
  });

  it('says so when the content cannot be had, and tries again on request', async () => {
    const { calls } = mount(['down', 'ok']);
    fireEvent.click(screen.getByRole('button', { name: 'Money Back Guarantee' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The certified program details could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('172-point inspection'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls()).toBe(2);
  });
});
