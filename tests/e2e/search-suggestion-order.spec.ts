// The search suggestions keep the suggest API's order when the list changes in place (found under
// decision 031's Preact; kept with React, decision 050). React Aria builds the list's collection
// from the nodes the renderer places; with a term the query cache already holds, the old list
// turns into the new one without emptying first, so new suggestions are inserted between kept
// ones and kept ones move.
import type { Page } from '@playwright/test';
import { expect, hydrated, searchCombobox, test } from './fixtures';

/** The skus of each suggest answer, by term, as the API sent them. */
function suggestAnswers(page: Page) {
  const answers = new Map<string, string[]>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/catalogue/uk/suggest' || !response.ok()) return;
    const body = (await response.json()) as { items: Array<{ product: { sku: string } }> };
    answers.set(
      url.searchParams.get('term') ?? '',
      body.items.map((item) => item.product.sku),
    );
  });
  return answers;
}

const shown = (page: Page) =>
  page.locator('[role="option"][data-sku]').evaluateAll((options) => options.map((o) => o.getAttribute('data-sku')));

test('suggestions are listed in the order of the suggest answer, also when the list changes in place', async ({ page }) => {
  const answers = suggestAnswers(page);
  await page.goto('/uk');
  await hydrated(page);
  const box = await searchCombobox(page);
  await box.click();

  const expectListed = async (term: string) => {
    await expect.poll(() => answers.get(term), { message: `the answer for "${term}"` }).toBeDefined();
    const answer = answers.get(term) ?? [];
    expect(answer.length, `"${term}" has suggestions`).toBeGreaterThan(1);
    await expect.poll(() => shown(page), { message: `the listbox for "${term}"` }).toEqual(answer);
  };

  // Typing more letters: a new answer (the list empties while it is asked for).
  // ("gre" finds grey and green socks, "gree" only green ones.)
  await box.pressSequentially('gre');
  await expectListed('gre');
  await box.pressSequentially('e');
  await expectListed('gree');
  // Back and forth between cached answers: the list changes in place, both ways (suggestions
  // inserted before and between kept ones, then removed again).
  await box.press('Backspace');
  await expectListed('gre');
  await box.pressSequentially('e');
  await expectListed('gree');

  // Kept suggestions and new ones on both sides of them, else nothing was inserted in between.
  const [gre, gree] = [answers.get('gre') ?? [], answers.get('gree') ?? []];
  const kept = gree.filter((sku) => gre.includes(sku));
  expect(kept.length).toBeGreaterThan(0);
  expect(gre.findIndex((sku) => !gree.includes(sku))).toBeLessThan(gre.indexOf(kept[0] ?? ''));
});
