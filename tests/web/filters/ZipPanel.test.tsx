/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ZipLookupQuery, ZipPanel, type Location } from '../../../web/src/components/filters/ZipPanel';
import type { GroupLike } from '../../../web/src/search/groups';

const radius: GroupLike = {
  name: 'searchRadius',
  label: 'Distance',
  collapsed: false,
  value: ['50'],
  options: [
    { label: '25 miles', value: '25', count: 410, selected: false, disabled: false },
    { label: '50 miles', value: '50', count: 1_230, selected: true, disabled: false },
    { label: '100 miles', value: '100', count: 2_950, selected: false, disabled: false },
  ],
};

/** The gateway's answer for a ZIP code: 30301 and 10001 are real, 00000 is not. */
const lookup = (zip: string, valid: boolean): MockLink.MockedResponse => ({
  request: { query: ZipLookupQuery, variables: { zip } },
  result: {
    data: {
      zipLocation: {
        __typename: 'ZipLocation',
        zip,
        valid,
        city: valid ? 'New York' : null,
        state: valid ? 'NY' : null,
      },
    },
  },
});

const APPLIED: Location = { zip: '30301', searchRadius: '50', marketExtension: false };

function renderPanel(mocks: MockLink.MockedResponse[] = []) {
  const onApply = jest.fn<(location: Location) => void>();
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <ZipPanel applied={APPLIED} radius={radius} onApply={onApply} />
    </MockedProvider>,
  );
  return { onApply, user: userEvent.setup() };
}
const zipField = () => screen.getByRole('textbox', { name: 'ZIP Code' }) as HTMLInputElement;
const distance = () => screen.getByRole('combobox', { name: 'Distance' }) as HTMLSelectElement;
const widerMarket = () => screen.getByRole('checkbox', { name: 'Include Wider Market' }) as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
const cancel = () => screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;

afterEach(cleanup);

describe('the location panel', () => {
  it('shows the applied ZIP code, distance and wider market; nothing to apply or cancel yet', () => {
    renderPanel();
    expect(zipField().value).toBe('30301');
    expect(distance().value).toBe('50');
    expect([...distance().options].map((o) => o.textContent)).toEqual([
      '25 miles (410)',
      '50 miles (1,230)',
      '100 miles (2,950)',
    ]);
    expect(widerMarket().checked).toBe(false);
    expect(apply().disabled).toBe(true);
    expect(cancel().disabled).toBe(true);
  });

  it('applies a ZIP code the gateway knows, with the distance and wider market chosen', async () => {
    const { onApply, user } = renderPanel([lookup('10001', true)]);
    await user.clear(zipField());
    await user.type(zipField(), '10001');
    await user.selectOptions(distance(), '100');
    await user.click(widerMarket());
    await user.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply).toHaveBeenLastCalledWith({ zip: '10001', searchRadius: '100', marketExtension: true });
  });

  it('a ZIP code that is not 5 digits says "Enter a valid ZIP Code" without asking the gateway, and cannot be applied', async () => {
    // No answer is mocked: a lookup would fail the panel's query, not show this message.
    const { onApply, user } = renderPanel();
    await user.clear(zipField());
    await user.type(zipField(), '3030{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid ZIP Code');
    expect(zipField().getAttribute('aria-invalid')).toBe('true');
    expect(apply().disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
    // Typing again takes the message away.
    await user.type(zipField(), '2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(apply().disabled).toBe(false);
  });

  it('a well-formed ZIP code the gateway does not know says "Enter a valid ZIP Code" and is not applied', async () => {
    const { onApply, user } = renderPanel([lookup('00000', false)]);
    await user.clear(zipField());
    await user.type(zipField(), '00000');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid ZIP Code');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Cancel puts back the applied ZIP code, distance and wider market, and the error goes', async () => {
    const { onApply, user } = renderPanel();
    await user.clear(zipField());
    await user.type(zipField(), '902{Enter}');
    await user.selectOptions(distance(), '25');
    await user.click(widerMarket());
    expect(screen.queryByRole('alert')).not.toBeNull();
    await user.click(cancel());
    expect(zipField().value).toBe('30301');
    expect(distance().value).toBe('50');
    expect(widerMarket().checked).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cancel().disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('an emptied ZIP code is applied as no location, without a lookup', async () => {
    const { onApply, user } = renderPanel();
    await user.clear(zipField());
    await user.click(apply());
    expect(onApply).toHaveBeenLastCalledWith({ zip: '', searchRadius: '50', marketExtension: false });
  });
});
