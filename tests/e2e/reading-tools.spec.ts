import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {GRID_ROWS} from '../../src/plugins/legal-data/tools';
import {waitForHydration} from './helpers';
import {dataset} from './site';

/** The finder counts "upcoming" from the reader's today; pin it so the expected dates hold. */
const TODAY = new Date('2026-11-24T12:00:00Z');

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
    await expect(grid.locator('thead th[data-state="greece"]')).toContainText('Transposed');
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

  test('keeps the duty column in view on a phone and prints as a list', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/directive-grid');
    await waitForHydration(page);
    const duty = page.getByTestId('directive-grid').locator('tbody th[scope="row"]').first();
    expect(await duty.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
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

/** Adds each country with its headcount through the form, as a reader would. */
async function enter(page: Page, entries: ReadonlyArray<[string, string]>): Promise<void> {
  for (const [country, headcount] of entries) {
    await page.getByLabel('Country', {exact: true}).selectOption({label: country});
    await page.getByRole('button', {name: 'Add country'}).click();
    await page.getByLabel(`Employees in ${country}`).fill(headcount);
  }
}

/** The dataset ids of the listed duties, e.g. "uk.gender-pay-gap-private". */
const listed = (page: Page, heading: string) =>
  page
    .getByRole('heading', {name: new RegExp(`^${heading}`)})
    .locator('xpath=following-sibling::ol[1]/li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-obligation')));

test.describe('which rules apply to us', () => {
  test.beforeEach(async ({page}) => {
    await page.clock.setFixedTime(TODAY);
  });

  const scenarios: ReadonlyArray<{
    name: string;
    entries: Array<[string, string]>;
    apply: string[];
    proposed: string[];
    dates: string[];
  }> = [
    {
      name: '80 staff in Ireland, 160 in Germany and 40 in France',
      entries: [
        ['Ireland', '80'],
        ['Germany', '160'],
        ['France', '40'],
      ],
      apply: ['ireland.gender-pay-gap-reporting'],
      proposed: [
        'france.pay-in-job-offers',
        'france.right-to-information',
        'ireland.pay-information-before-employment',
        'ireland.pay-history-ban',
      ],
      dates: ['2026-11-30', '2027-06-01'],
    },
    {
      name: '300 staff in the UK',
      entries: [['United Kingdom', '300']],
      apply: ['uk.gender-pay-gap-private', 'uk.pay-secrecy-ban', 'uk.equality-action-plans'],
      proposed: ['uk.ethnicity-disability-pay-gap-reporting'],
      dates: ['2027-04-04', '2027-04-05'],
    },
    {
      name: '120 staff in Australia',
      entries: [['Australia', '120']],
      apply: ['australia.private-sector-report', 'australia.pay-secrecy-ban'],
      proposed: [],
      dates: ['2027-03-31', '2027-05-31'],
    },
  ];

  for (const scenario of scenarios) {
    test(`${scenario.name}: the duties the guides give, next deadline first, and their calendar`, async ({
      page,
    }) => {
      await page.goto('/which-rules-apply');
      await waitForHydration(page);
      await enter(page, scenario.entries);
      expect(await listed(page, 'Duties that apply')).toEqual(scenario.apply);
      if (scenario.proposed.length > 0) {
        expect((await listed(page, 'Proposed rules')).sort()).toEqual(
          [...scenario.proposed].sort(),
        );
      }
      const shown = await page
        .getByRole('heading', {name: /^Duties that apply/})
        .locator('xpath=following-sibling::ol[1]//li[@data-date]')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-date')));
      expect(shown).toEqual(scenario.dates);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', {name: /^Download these/}).click();
      const ics = readFileSync((await (await downloading).path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const starts = [...ics.matchAll(/^DTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})\r$/gm)].map(
        ([, y, m, d]) => `${y}-${m}-${d}`,
      );
      expect(starts).toEqual(scenario.dates);

      // Each duty links to its own anchor on the guide, which exists there.
      const first = page.locator(`[data-obligation="${scenario.apply[0]}"] a`).first();
      const href = (await first.getAttribute('href'))!;
      await page.goto(href);
      await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible();
    });
  }

  test('keeps the answers in the URL, and nothing typed leaves the browser', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto('/which-rules-apply');
    await waitForHydration(page);
    await enter(page, [['Ireland', '4321']]);
    await expect(page.getByRole('heading', {name: /^Duties that apply/})).toBeVisible();
    expect(new URL(page.url()).searchParams.getAll('c')).toEqual(['ireland:4321']);
    expect(requests.filter((r) => r.includes('4321'))).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Employees in Ireland')).toHaveValue('4321');
  });

  for (const [value, message] of [
    ['-3', 'Enter a number of employees of at least 1.'],
    ['12.5', 'Enter a whole number of employees, such as 80.'],
    ['', 'Enter the number of employees in Ireland.'],
    ['99999999', 'That is more employees than any employer has'],
    ['lots', 'Enter the number of employees as digits, such as 80.'],
  ] as const) {
    test(`a headcount of "${value}" shows an inline error and no result`, async ({page}) => {
      await page.goto('/which-rules-apply');
      await waitForHydration(page);
      await enter(page, [['Ireland', value]]);
      const input = page.getByLabel('Employees in Ireland');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await input.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${errorId}"]`)).toContainText(message);
      await expect(page.getByRole('heading', {name: /^Duties that apply/})).toHaveCount(0);
    });
  }

  test('an unknown country code in the URL is named, the rest still answered', async ({page}) => {
    await page.goto('/which-rules-apply?c=atlantis:50&c=uk:300');
    await waitForHydration(page);
    await expect(page.getByTestId('url-notice')).toContainText(
      'Ignored an unknown country code: "atlantis".',
    );
    await expect(page.getByRole('heading', {name: /^Duties that apply/})).toBeVisible();
  });
});
