/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ad, FakeIntersectionObserver, installIntersectionObserver, setTabVisible, useAdTimers } from './ads-fakes';

const { act, cleanup, fireEvent, render, screen } = await import('@testing-library/react');
const { AdSlot } = await import('../../web/src/ads/AdSlot');
const { InlineFilterPromo } = await import('../../web/src/ads/InlineFilterPromo');
const axe = (await import('axe-core')).default;

let consoleError: ReturnType<typeof jest.spyOn>;
let sendBeacon: jest.Mock<(url: string, body: string) => boolean>;

beforeEach(() => {
  installIntersectionObserver();
  setTabVisible(true);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  jest.useRealTimers();
});

/** axe's violations in the rendered markup ('region' is the whole page's rule: this is a fragment). */
async function violations(container: Element) {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('an ad slot in the grid (docs/rules/ads-client.md#sizes)', () => {
  it('not decided yet: its box is reserved, labelled as an advertisement, with no ad in it', () => {
    const { container } = render(<AdSlot kind="FLUID" slotId="fluid-7" ad={undefined} />);
    const slot = screen.getByRole('group', { name: 'Advertisement' });
    expect(slot.className).toBe('ad-slot ad-slot--fluid');
    expect(slot.getAttribute('data-ad-slot')).toBe('fluid-7');
    expect(slot.getAttribute('aria-busy')).toBe('true');
    expect(slot.textContent).toBe('Ad');
    expect(container.querySelector('a')).toBeNull();
  });

  it('filled: the ad image linked to its click route, sponsored', () => {
    render(<AdSlot kind="LINER" slotId="liner-3" ad={ad(1)} />);
    const slot = screen.getByRole('group', { name: 'Advertisement' });
    expect(slot.className).toBe('ad-slot ad-slot--liner');
    expect(slot.getAttribute('aria-busy')).toBe('false');
    const link = screen.getByRole('link', { name: 'MotorMart Financing: get pre-qualified (1)' });
    expect(link.getAttribute('href')).toBe('/ads/click/d1');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/ads/creatives/c1.png');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '50']);
  });

  it('nothing fits (null): the slot collapses', () => {
    const { container } = render(<AdSlot kind="FLUID" slotId="fluid-7" ad={null} />);
    expect(container.innerHTML).toBe('');
  });

  it("the image fails: 'Fixed Ad Failed to load' logged, the slot collapsed, onFailed told", () => {
    const onFailed = jest.fn();
    const view = render(<AdSlot kind="FLUID" slotId="fluid-7" ad={ad(1)} onFailed={onFailed} />);
    fireEvent.error(screen.getByRole('img'));
    expect(consoleError.mock.calls).toEqual([['Fixed Ad Failed to load']]);
    expect(view.container.innerHTML).toBe('');
    expect(onFailed).toHaveBeenCalledTimes(1);
    // A new decision for the slot shows again.
    view.rerender(<AdSlot kind="FLUID" slotId="fluid-7" ad={ad(2)} onFailed={onFailed} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/ads/creatives/c2.png');
  });

  it('counts the impression once its image has loaded and half of it was on screen for a second', () => {
    useAdTimers();
    render(<AdSlot kind="FLUID" slotId="fluid-7" ad={ad(1)} />);
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(5_000));
    expect(sendBeacon).not.toHaveBeenCalled(); // the image has not loaded
    fireEvent.load(screen.getByRole('img'));
    act(() => FakeIntersectionObserver.showAll(0.5));
    act(() => void jest.advanceTimersByTime(999));
    expect(sendBeacon).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(sendBeacon.mock.calls).toEqual([['/ads/impressions', '{"decisionId":"d1"}']]);
    act(() => FakeIntersectionObserver.showAll(0));
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(5_000));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations, reserved or filled, in the results grid', async () => {
    const { container } = render(
      <main>
        <section aria-label="Search results">
          <AdSlot kind="FLUID" slotId="fluid-7" ad={undefined} />
          <AdSlot kind="FLUID" slotId="fluid-14" ad={ad(1)} />
          <AdSlot kind="LINER" slotId="liner-3" ad={ad(2)} />
        </section>
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('(the axe check does find a broken ad: an image without its text alternative)', async () => {
    const { container } = render(
      <a href="/ads/click/d1">
        <img src="/ads/creatives/c1.png" />
      </a>,
    );
    expect(await violations(container)).not.toEqual([]);
  });
});

describe('the inline filter promo (docs/rules/ads-client.md#filter-promo)', () => {
  it('invites to refine the search and opens the filters; not labelled as an ad', async () => {
    const onOpenFilters = jest.fn();
    const { container } = render(
      <main>
        <InlineFilterPromo onOpenFilters={onOpenFilters} />
      </main>,
    );
    const promo = screen.getByRole('region', { name: 'Too many to choose from?' });
    expect(promo.textContent).toContain('Narrow by price, mileage and features.');
    expect(screen.queryByText('Ad')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refine Search' }));
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
    expect(await violations(container)).toEqual([]);
  });
});
