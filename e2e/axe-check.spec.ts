// The accessibility check itself (fixtures/axe.ts): a page with a violation fails it, and the
// message names the rule and the element, although the verdict is read without selectors first.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';

test('a violation fails the check, and the message names the rule and the element', async ({ page }) => {
  // A class of its own each time, so the page is a state no run has checked yet (fixtures/axe-states.ts
  // skips a repeat): with --repeat-each too, the check runs.
  await page.setContent(
    `<html lang="en"><head><title>axe</title></head><body class="run-${crypto.randomUUID()}"><main><h1>Check</h1>` +
      '<img id="unnamed-logo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#unnamed-logo');
});

test('a page without a violation passes', async ({ page }) => {
  await page.setContent('<html lang="en"><head><title>axe</title></head><body><main><h1>Check</h1><p>Fine.</p></main></body></html>');
  await expectNoAxeViolations(page);
});
