/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, render, screen } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MemoryRouter, Route, Routes, useLocation } = await import('react-router');
const { CategoryTabs } = await import('../../web/src/components/CategoryTabs');
const { CATEGORY_TABS } = await import('../../web/src/search/constants');

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/cars-for-sale"
          element={
            <>
              <CategoryTabs active={CATEGORY_TABS[0]} onSelect={() => undefined} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the commercial vehicle entry point beside the category tabs', () => {
  it('links to the commercial experience with the location kept, and goes there', async () => {
    renderAt('/cars-for-sale?makeCode=FORD&zip=30301&searchRadius=50&page=2');
    const link = screen.getByRole('link', { name: 'Commercial vehicles' });
    expect(link.getAttribute('href')).toBe('/cars-for-sale?experience=commercial&searchRadius=50&zip=30301');
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe(
      '/cars-for-sale?experience=commercial&searchRadius=50&zip=30301',
    );
    // Once in the commercial experience it is not offered again.
    expect(screen.queryByRole('link', { name: 'Commercial vehicles' })).toBeNull();
  });
});
