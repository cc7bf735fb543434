/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { act, cleanup, fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { MemoryRouter } = await import('react-router');
const { ApolloClient, ApolloLink, InMemoryCache } = await import('@apollo/client');
const { ApolloProvider } = await import('@apollo/client/react');
const { Observable } = await import('rxjs');
const { CompareTrimsTable } = await import('../../web/src/research/CompareTrimsTable');
const { TrimsModal } = await import('../../web/src/research/TrimsModal');
const { createTrimsModalStore } = await import('../../web/src/research/trimsModal');

type Trim = import('../../web/src/research/CompareTrimsTable').TrimRow;

const specs = (on: boolean) => ({
  heatedSeats: on,
  leatherSeats: on,
  rearviewCamera: true,
  bluetooth: on,
  alarmSystem: on,
  laneDeparture: on,
  navigation: on,
  remoteStart: on,
  sunroof: on,
});
const trim = (trimCode: string, fuelType: string, nationalMSRP: number): Trim => ({
  trimCode,
  trimName: trimCode[0] + trimCode.slice(1).toLowerCase(),
  imagePath: `/images/trims/CIVIC/${trimCode}.webp`,
  nationalMSRP,
  atcMake: 'Honda',
  atcModel: 'Civic',
  atcMakeCode: 'HONDA',
  atcModelCode: 'CIVIC',
  engineType: '2.0L I4',
  fuelType,
  bodyStyle: 'Sedan',
  epaCity: 32,
  epaHwy: 41,
  epaMpgeCity: null,
  epaMpgeHwy: null,
  listingCount: 0,
  startingPrice: null,
  avgPrice: null,
  maxPrice: null,
  specs: specs(nationalMSRP > 25000),
});
const TRIMS = [trim('LX', 'Gasoline', 24250), trim('HYBRID', 'Hybrid', 29045), trim('SPORT', 'Gasoline', 26250)];

/** A link answering each operation with the next of `answers` (data, or errors). */
function linkOf(answers: Array<'ok' | 'down'>) {
  let calls = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers[Math.min(calls++, answers.length - 1)];
        observer.next(
          answer === 'ok'
            ? { data: { modelInfo: [{ __typename: 'ModelYearTrims', year: 2024, trims: TRIMS }] } }
            : { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_ERROR', retryable: true } }] },
        );
        observer.complete();
      }),
  );
  return { link, calls: () => calls };
}

function mount(ui: import('react').ReactNode, answers: Array<'ok' | 'down'> = ['ok']) {
  const { link, calls } = linkOf(answers);
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
  return { calls };
}

const columns = () =>
  Array.from(document.querySelectorAll('thead th[scope="col"] .trims-table__name')).map((th) => th.textContent);

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

describe('the compare-trims table (docs/rules/trims.md#the-table)', () => {
  it('shows the gas trims first, and another fuel type when chosen', async () => {
    mount(<CompareTrimsTable makeCode="HONDA" modelCode="CIVIC" year={2024} zip="30301" ownerId="77" />);
    const fuel = await screen.findByLabelText('Fuel type');
    expect((fuel as HTMLSelectElement).value).toBe('Gas');
    expect(Array.from((fuel as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Gas', 'Hybrid']);
    expect(columns()).toEqual(['Lx', 'Sport']);
    expect(screen.getByRole('rowheader', { name: 'National MSRP' }).parentElement?.textContent).toContain('$24,250');
    expect(screen.getAllByText('Not available').length).toBeGreaterThan(0);

    fireEvent.change(fuel, { target: { value: 'Hybrid' } });
    expect(columns()).toEqual(['Hybrid']);
    expect(screen.getByRole('link', { name: 'Custom Order Yours: Hybrid' }).getAttribute('href')).toBe(
      '/build-price?makeCode=HONDA&modelCode=CIVIC&ownerId=77&trimCode=HYBRID&year=2024&zip=30301',
    );
  });

  it('offers to try again when the gateway says the failure is retryable', async () => {
    const { calls } = mount(<CompareTrimsTable makeCode="HONDA" modelCode="CIVIC" year={2024} />, ['down', 'ok']);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(retry);
    await screen.findByLabelText('Fuel type');
    expect(calls()).toBe(2);
  });
});

describe('the trims modal (docs/rules/trims.md#the-trims-modal)', () => {
  const civic = { makeCode: 'HONDA', modelCode: 'CIVIC', year: 2024 };

  it('opens on a model with its table, and closing resets the active model and preorder trims', async () => {
    const store = createTrimsModalStore();
    mount(<TrimsModal store={store} zip="30301" />);
    expect(document.querySelector('dialog[open]')).toBeNull();
    act(() => {
      store.open(civic);
      store.togglePreorderTrim('LX');
    });
    await screen.findByLabelText('Fuel type');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Compare trims: 2024 Honda Civic' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.state()).toEqual({ open: false, activeModel: null, preorderTrims: [] });
    expect(screen.queryByLabelText('Fuel type')).toBeNull();
  });

  it('keeps the active model when the trims tab is open, and closes when Custom Order Yours is followed', async () => {
    const store = createTrimsModalStore();
    mount(<TrimsModal store={store} trimsTabOpen />);
    act(() => store.open(civic));
    fireEvent.click(await screen.findByRole('link', { name: 'Custom Order Yours: Lx' }));
    expect(store.state()).toEqual({ open: false, activeModel: civic, preorderTrims: [] });
  });
});
