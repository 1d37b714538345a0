import {expect, test} from '@playwright/test';
import {transpositionLabels} from '../../src/components/Jurisdiction/format';
import {GRID_ROWS} from '../../src/plugins/legal-data/tools';
import {expectOpensInApp, waitForHydration} from './helpers';
import {dataset} from './site';

const euAndEea = dataset.jurisdictions.filter(
  (j) => j.membership === 'eu' || j.membership === 'eea',
);

test.describe('the Directive grid', () => {
  test('is a table of every EU and EEA state against each duty, with header scopes', async ({
    page,
  }) => {
    await page.goto('/directive-grid');
    const grid = page.getByTestId('directive-grid');
    await expect(grid.locator('caption')).toHaveText(/duties in each EU and EEA state/);
    await expect(grid.locator('thead th[scope="col"]')).toHaveCount(euAndEea.length + 1);
    await expect(grid.locator('tbody th[scope="row"]')).toHaveCount(GRID_ROWS.length);
    await expect(grid.locator('tbody td')).toHaveCount(euAndEea.length * GRID_ROWS.length);
    // Each state's header gives its status, e.g. Italy's "Transposed" (data/jurisdictions).
    for (const j of euAndEea) {
      await expect(grid.locator(`thead th[data-state="${j.id}"]`)).toContainText(
        transpositionLabels[j.directive!.status],
      );
    }
  });

  test('filters states by transposition status and reads as a list by state', async ({page}) => {
    await page.goto('/directive-grid');
    await waitForHydration(page);
    const transposed = euAndEea.filter((j) => j.directive!.status === 'transposed').length;
    for (const label of [
      'Partly transposed',
      'Bill or draft in progress',
      'Bill halted',
      'No draft reported',
      'Awaiting EEA incorporation',
    ]) {
      await page.getByRole('checkbox', {name: new RegExp(`^${label}`)}).uncheck();
    }
    await expect(page.getByTestId('directive-grid').locator('thead th[data-state]')).toHaveCount(
      transposed,
    );
    await expect(
      page.getByText(`Showing ${transposed} of ${euAndEea.length} states.`),
    ).toBeVisible();
    await page.getByLabel('View').selectOption('list');
    await expect(page.getByTestId('directive-list').locator('section')).toHaveCount(transposed);
  });

  test('narrows to the reader’s own states, kept in the address', async ({page, browser}) => {
    await page.goto('/directive-grid');
    await waitForHydration(page);
    await page.getByText('Your states:').click();
    for (const name of ['Ireland', 'France']) {
      await page.getByRole('checkbox', {name, exact: true}).check();
    }
    const states = page.getByTestId('directive-grid').locator('thead th[data-state]');
    await expect(states).toHaveText([/^France/, /^Ireland/]);
    await expect(page.getByText(`Showing 2 of ${euAndEea.length} states.`)).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('j')).toBe('ireland,france');

    const fresh = await browser.newPage();
    await fresh.goto(url.pathname + url.search);
    await waitForHydration(fresh);
    await expect(fresh.getByTestId('directive-grid').locator('thead th[data-state]')).toHaveText([
      /^France/,
      /^Ireland/,
    ]);
    await fresh.getByText('Your states: 2 chosen').click();
    await expect(fresh.getByRole('checkbox', {name: 'France', exact: true})).toBeChecked();
    await fresh.close();

    await page.getByRole('checkbox', {name: 'France', exact: true}).uncheck();
    await page.getByRole('checkbox', {name: 'Ireland', exact: true}).uncheck();
    await expect(states).toHaveCount(euAndEea.length);
    expect(new URL(page.url()).search).toBe('');
  });

  test('names codes in the address that are no EU or EEA state, and shows the rest', async ({
    page,
  }) => {
    await page.goto('/directive-grid?j=uk,malta,zz');
    await waitForHydration(page);
    await expect(page.getByTestId('url-notice')).toHaveText(
      'Ignored codes that name no EU or EEA state: "uk", "zz"; showing the rest.',
    );
    await expect(page.getByTestId('directive-grid').locator('thead th[data-state]')).toHaveText([
      /^Malta/,
    ]);
  });

  test('opens as a list on a phone; as a table it keeps the duties and states in view; it prints as a list', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/directive-grid');
    await waitForHydration(page);
    await expect(page.getByLabel('View')).toHaveValue('list');
    await expect(page.getByTestId('directive-list').locator('section')).toHaveCount(
      euAndEea.length,
    );
    await page.getByLabel('View').selectOption('table');
    const grid = page.getByTestId('directive-grid');
    const duty = grid.locator('tbody th[scope="row"]').first();
    expect(await duty.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    const state = grid.locator('thead th[data-state]').first();
    expect(await state.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.getByTestId('directive-list').locator('section')).toHaveCount(
      euAndEea.length,
    );
    await page.emulateMedia({media: 'print'});
    await expect(page.getByLabel('View')).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({media: 'screen'});
    await expect(page.getByTestId('directive-grid')).toBeVisible();
  });

  test('reached by a link in the app, shows the whole table and list', async ({page}) => {
    // On a first load the grid keeps the server's HTML; after a link in the app there is none.
    await page.goto('/eu-pay-transparency-directive');
    await waitForHydration(page);
    await expectOpensInApp(
      page,
      page.locator('.menu__link[href="/directive-grid"]', {hasText: 'Directive grid'}),
    );
    const grid = page.getByTestId('directive-grid');
    await expect(grid.locator('tbody td')).toHaveCount(euAndEea.length * GRID_ROWS.length);
    await expect(page.getByTestId('directive-list').locator('section')).toHaveCount(
      euAndEea.length,
    );
  });

  test('its links open a state’s page in the app, and a source in a new tab', async ({page}) => {
    await page.goto('/directive-grid');
    await waitForHydration(page);
    const cells = page.getByTestId('directive-grid').locator('tbody td');
    const source = cells.getByRole('link', {name: 'Source'}).first();
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    const guide = cells.getByRole('link', {name: 'Guide'}).first();
    await expect(guide).toHaveAttribute('href', /^\/countries\/[a-z-]+#obligation-/);
    await expectOpensInApp(page, guide);
  });
});

test.describe('the comparison builder', () => {
  test('a comparison chosen by clicking equals the one loaded from its URL', async ({
    page,
    browser,
  }) => {
    await page.goto('/compare');
    await waitForHydration(page);
    for (const name of ['France', 'Germany', 'Italy', 'United Kingdom']) {
      await page.getByRole('checkbox', {name, exact: true}).uncheck();
    }
    for (const name of ['Ireland', 'Greece', 'Netherlands']) {
      await page.getByRole('checkbox', {name, exact: true}).check();
    }
    await page.getByRole('checkbox', {name: 'Who must comply'}).uncheck();
    await page.getByRole('checkbox', {name: 'Last reviewed'}).uncheck();
    const table = page.getByTestId('comparison');
    await expect(table.locator('thead th')).toHaveText([
      'Topic',
      'Ireland',
      'Greece',
      'Netherlands',
    ]);
    const clicked = await table.innerText();
    const url = new URL(page.url());
    expect(url.searchParams.get('j')).toBe('ireland,greece,netherlands');

    const fresh = await browser.newPage();
    await fresh.goto(url.pathname + url.search);
    await waitForHydration(fresh);
    await expect(fresh.getByTestId('comparison')).toHaveText(clicked, {useInnerText: true});
    await fresh.close();
  });

  test('works from the keyboard alone', async ({page}) => {
    await page.goto('/compare');
    await waitForHydration(page);
    const ireland = page.getByRole('checkbox', {name: 'Ireland', exact: true});
    await ireland.focus();
    await page.keyboard.press('Space');
    await expect(ireland).toBeChecked();
    await expect(page.getByTestId('comparison').locator('thead th')).toHaveCount(6);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', {name: 'Italy', exact: true})).toBeFocused();
  });

  test('allows at most five jurisdictions', async ({page}) => {
    await page.goto('/compare?j=france,germany,italy,uk,ireland');
    await waitForHydration(page);
    await expect(page.getByTestId('comparison').locator('thead th')).toHaveCount(6);
    await expect(page.getByRole('checkbox', {name: 'Spain', exact: true})).toBeDisabled();
  });

  test('names unknown codes and rows from the URL, and still compares the rest', async ({page}) => {
    await page.goto('/compare?j=zz,ireland,greece&rows=reporting,nonsense');
    await waitForHydration(page);
    await expect(page.getByTestId('url-notice')).toContainText(
      'Ignored unknown jurisdiction codes: "zz".',
    );
    await expect(page.getByTestId('url-notice')).toContainText('Ignored unknown rows: "nonsense".');
    await expect(page.getByTestId('comparison').locator('tbody tr')).toHaveCount(1);
  });
});

test.describe('the Directive grid without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows every state from its HTML, whatever the address asks', async ({page}) => {
    await page.goto('/directive-grid?j=france,germany');
    await expect(page.getByTestId('directive-grid').locator('thead th[data-state]')).toHaveCount(
      euAndEea.length,
    );
  });

  test('shows the list on a phone and the table on a wide screen, so hydration changes neither', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/directive-grid');
    await expect(page.getByTestId('directive-list').locator('section')).toHaveCount(
      euAndEea.length,
    );
    await expect(page.getByTestId('directive-list')).toBeVisible();
    await expect(page.getByTestId('directive-grid')).toBeHidden();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.getByTestId('directive-grid')).toBeVisible();
    await expect(page.getByTestId('directive-list')).toBeHidden();
  });
});

test.describe('the comparison without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows the default comparison from its HTML', async ({page}) => {
    await page.goto('/compare');
    const table = page.getByTestId('comparison');
    await expect(table.locator('thead th')).toHaveText([
      'Topic',
      'France',
      'Germany',
      'Italy',
      'United Kingdom',
    ]);
    await expect(table.locator('tbody tr').first()).toBeVisible();
  });
});

test.describe('the reading tools fit the screen', () => {
  // Each tool with a state that makes it widest: five jurisdictions with long names side by side.
  const TOOLS = [
    '/directive-grid',
    '/compare?j=eu-csrd,uk,newfoundland-and-labrador,district-of-columbia,westchester-county',
    '/which-rules-apply?c=germany:150&c=france:120&c=poland:80&c=netherlands:50',
    '/deadlines',
    '/changes',
    '/eu-pay-transparency-directive',
  ];
  for (const width of [375, 1280]) {
    for (const route of TOOLS) {
      test(`${route.split('?')[0]} does not scroll sideways at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(route);
        await waitForHydration(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // Fieldsets and picker labels stay inside the article.
        for (const box of await page.locator('article fieldset').all()) {
          expect(await box.evaluate((f) => f.scrollWidth - f.clientWidth)).toBeLessThanOrEqual(1);
        }
      });
    }
  }
});
