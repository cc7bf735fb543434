/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricePanel } from '../../../web/src/components/filters/PricePanel';

type Range = { minPrice: number | undefined; maxPrice: number | undefined };

function renderPanel(applied: Partial<Range> = {}) {
  const onCommit = jest.fn<(range: Range) => void>();
  const view = render(
    <PricePanel
      minPrice={applied.minPrice}
      maxPrice={applied.maxPrice}
      placeholder={{ min: 1_500, max: 89_000 }}
      onCommit={onCommit}
    />,
  );
  return { onCommit, view, user: userEvent.setup() };
}
const minField = () => screen.getByRole('textbox', { name: 'Min Price' }) as HTMLInputElement;
const maxField = () => screen.getByRole('textbox', { name: 'Max Price' }) as HTMLInputElement;

afterEach(cleanup);

describe('the price panel', () => {
  it("shows the search's prices, and the range of the results as hints", () => {
    renderPanel({ minPrice: 20_000 });
    expect(minField().value).toBe('$20,000');
    expect(maxField().value).toBe('');
    expect(minField().placeholder).toBe('$1,500');
    expect(maxField().placeholder).toBe('$89,000');
  });

  it('Enter commits a price; anything but digits, commas and $ is ignored, and pasted cents are cut', async () => {
    const { onCommit, user } = renderPanel();
    await user.type(minField(), '$12,5a00');
    expect(minField().value).toBe('$12,500');
    await user.clear(minField());
    await user.paste('12500.99');
    expect(minField().value).toBe('12500');
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 12_500, maxPrice: undefined });
  });

  it('leaving the field commits it too', async () => {
    const { onCommit, user } = renderPanel();
    await user.type(maxField(), '30000');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith({ minPrice: undefined, maxPrice: 30_000 });
  });

  it.each([
    ['the same as the min', '20000', 'Min and Max price cannot be the same.'],
    ['below the min', '15000', 'Max price must be greater than Min price.'],
    ['zero', '0', 'Max price must be greater than 0.'],
  ])('a max price %s says why, clears the field and searches nothing new', async (_case, typed, message) => {
    const { onCommit, user } = renderPanel({ minPrice: 20_000 });
    await user.type(maxField(), `${typed}{Enter}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(maxField().value).toBe('');
    expect(maxField().getAttribute('aria-invalid')).toBe('true');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('an invalid max replacing an applied one takes the old one out of the search', async () => {
    const { onCommit, user } = renderPanel({ minPrice: 20_000, maxPrice: 30_000 });
    await user.clear(maxField());
    await user.type(maxField(), '10000{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Max price must be greater than Min price.');
    expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 20_000, maxPrice: undefined });
  });

  it('a valid price after an error takes the message away', async () => {
    const { onCommit, user } = renderPanel({ minPrice: 20_000 });
    await user.type(maxField(), '0{Enter}');
    expect(screen.queryByRole('alert')).not.toBeNull();
    await user.type(maxField(), '25,000{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(maxField().hasAttribute('aria-invalid')).toBe(false);
    expect(onCommit).toHaveBeenLastCalledWith({ minPrice: 20_000, maxPrice: 25_000 });
  });

  it('a new price in the URL (Back, a chip) replaces what the fields hold', async () => {
    const { onCommit, view, user } = renderPanel({ minPrice: 20_000 });
    await user.type(maxField(), '99');
    view.rerender(<PricePanel minPrice={undefined} maxPrice={40_000} onCommit={onCommit} />);
    expect(minField().value).toBe('');
    expect(maxField().value).toBe('$40,000');
  });

  it('Monthly Payment searches the prices a payment affords', async () => {
    const { onCommit, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Monthly Payment' }));
    expect(screen.getByRole('button', { name: 'Monthly Payment' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Min Price' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Max Payment' }), '500');
    await user.click(screen.getByRole('button', { name: 'Apply Payment' }));
    // $500 a month for 60 months at 7.5% (the defaults) repays 500 × (1 − 1.00625^−60) / 0.00625
    // = $24,952.65, plus $3,000 down: $27,953.
    expect(onCommit).toHaveBeenLastCalledWith({ minPrice: undefined, maxPrice: 27_953 });
    expect(screen.getByText('Searching cars priced under $27,953')).toBeTruthy();
  });
});
