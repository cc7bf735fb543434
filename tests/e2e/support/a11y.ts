import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** No axe violation of any impact inside the open dialog (if one is open), and none serious or critical on the page. */
export async function assertAccessible(page: Page, what: string) {
  if ((await page.locator('dialog[open]').count()) > 0) {
    const inDialog = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    assert.deepEqual(
      inDialog.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      `${what}: violations in the dialog`,
    );
  }
  const whole = await new AxeBuilder({ page }).analyze();
  const bad = whole.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => v.id),
    [],
    `${what}: serious violations on the page`,
  );
}
