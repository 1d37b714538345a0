import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, recordErrors} from './helpers';
import {hits, openSearch, searchFor} from './searchHelpers';
import {dataset} from './site';

/** The United States and Canada guides, and the jurisdictions their tables must list. */

const guideOf = (id: string) => dataset.jurisdictions.find((j) => j.id === id)!.docPath!;
const US_GUIDE = guideOf('united-states');
const CANADA_GUIDE = guideOf('canada');

/** Every jurisdiction inside `parent`, cities inside its states included. */
function inside(parent: string): typeof dataset.jurisdictions {
  return dataset.jurisdictions
    .filter((j) => j.parent === parent)
    .flatMap((j) => [j, ...inside(j.id)]);
}

const table = (page: Page) => page.getByTestId('sub-jurisdictions');

async function expectEveryRowLinked(page: Page, parent: string): Promise<void> {
  const places = inside(parent);
  expect(places.length).toBeGreaterThan(0);
  await expect(table(page).locator('tbody[data-jurisdiction]')).toHaveCount(places.length);
  for (const j of places) {
    const link = table(page).locator(`tbody[data-jurisdiction="${j.id}"] th a`);
    await expect(link, j.id).toHaveText(j.name);
    await expect(link, j.id).toHaveAttribute('href', j.page);
  }
  await Promise.all(
    places.map(async (j) => {
      const response = await page.request.get(j.page);
      expect(response.status(), j.page).toBe(200);
      expect(await response.text(), j.page).toMatch(new RegExp(`<h1[^>]*>${j.name}`));
    }),
  );
}

test.describe('the United States guide', () => {
  test('lists every US state, district, city and county in the data, each linking its page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(US_GUIDE);
    await expectEveryRowLinked(page, 'united-states');
  });

  test('puts each city under its state and says which duties do not bind yet', async ({page}) => {
    await page.goto(US_GUIDE);
    const ids = await table(page)
      .locator('tbody[data-jurisdiction]')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-jurisdiction')));
    const newYork = ids.indexOf('new-york');
    expect(ids.slice(newYork + 1, newYork + 5).sort()).toEqual(
      inside('new-york')
        .map((j) => j.id)
        .sort(),
    );
    await expect(table(page).locator('tbody[data-jurisdiction="new-york-city"] th')).toContainText(
      'in New York',
    );
    const delaware = dataset.jurisdictions.find((j) => j.id === 'delaware')!;
    for (const o of delaware.obligations.filter((x) => x.binding.status !== 'in-force')) {
      await expect(table(page).locator('tbody[data-jurisdiction="delaware"]')).toContainText(
        o.binding.label,
      );
    }
  });

  test('lists the dated events of the states and cities from the review date on', async ({
    page,
  }) => {
    const us = dataset.jurisdictions.find((j) => j.id === 'united-states')!;
    const dated = inside('united-states').flatMap((j) =>
      j.deadlines.filter((d) => d.obligation && d.date >= us.lastReviewed),
    );
    expect(dated.length).toBeGreaterThan(0);
    await page.goto(US_GUIDE);
    const list = page.getByTestId('sub-jurisdiction-dates').locator('li');
    await expect(list).toHaveCount(dated.length);
    // Every date says whether it binds yet, in force or not.
    for (const d of dated) {
      await expect(list.filter({hasText: d.title}).first()).toContainText(`(${d.binding.label})`);
    }
    // Each date names its place once, whether or not the record's title already does.
    const texts = await list.allInnerTexts();
    for (const j of inside('united-states')) {
      for (const text of texts) expect(text).not.toContain(`${j.name}: ${j.name}:`);
    }
    expect(
      texts.filter((text) => / \d{4}(, then every year)? [A-Z][^:]*: /.test(text)),
    ).toHaveLength(texts.length);
  });

  test('a row link opens the jurisdiction page in the browser', async ({page}) => {
    await gotoHydrated(page, US_GUIDE);
    await table(page).getByRole('link', {name: 'New York City', exact: true}).click();
    await expect(page.locator('h1')).toContainText('New York City');
  });

  test('is a grid of rows on a wide screen', async ({page}) => {
    await page.goto(US_GUIDE);
    const row = table(page).locator('tbody tr').first();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
  });
});

test('search finds the US guide by the usual names of the laws it explains', async ({page}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/glossary');
  await openSearch(page);
  for (const name of [
    'Local Law 32',
    'Labor Law 194-b',
    'SB 1162',
    'Chapter 141',
    'Equal Pay Registration Certificate',
  ]) {
    await searchFor(page, name);
    const first = await hits(page)
      .locator('a')
      .evaluateAll((links) =>
        links.slice(0, 5).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    expect(first, name).toContain(US_GUIDE);
  }
});

test.describe('the Canada guide', () => {
  test('lists the day each federal and provincial duty in force began or first fell due, from the records', async ({
    page,
  }) => {
    const canada = dataset.jurisdictions.find((j) => j.id === 'canada')!;
    // One line per place, day and kind of event, for the duties in force.
    const events = new Set(
      [canada, ...inside('canada')].flatMap((j) =>
        j.obligations
          .filter((o) => o.binding.status === 'in-force')
          .flatMap((o) =>
            Object.entries({start: o.timing.inForceFrom, first: o.timing.firstDeadline})
              .filter(([, date]) => date && date < canada.lastReviewed)
              .map(([kind, date]) => `${j.id} ${date} ${kind}`),
          ),
      ),
    );
    expect(events.size).toBeGreaterThan(5);
    await page.goto(CANADA_GUIDE);
    const list = page.getByTestId('milestones').locator('li');
    await expect(list).toHaveCount(events.size);
    const plan = list.filter({hasText: '3 September 2024'});
    await expect(plan).toContainText(
      'Canada: Federal pay equity plan and annual statement (first due)',
    );
    await expect(list.filter({hasText: '31 August 2021'})).toContainText(
      'Canada: Federal pay equity plan and annual statement (in force from this day)',
    );
    await expect(plan.getByRole('link')).toHaveAttribute(
      'href',
      `${canada.page}#obligation-federal-pay-equity-plan`,
    );
  });

  test('lists every province in the data, each linking its page, with a section each', async ({
    page,
  }) => {
    await page.goto(CANADA_GUIDE);
    await expectEveryRowLinked(page, 'canada');
    for (const j of inside('canada')) {
      await expect(page.locator(`h3#province-${j.id}`), j.id).toContainText(j.name);
    }
  });
});

test.describe('on a 375 px phone', () => {
  test.use({viewport: {width: 375, height: 800}});

  for (const route of [US_GUIDE, CANADA_GUIDE]) {
    test(`${route} does not scroll sideways and its table stacks`, async ({page}) => {
      const {errors, stop} = recordErrors(page);
      await gotoHydrated(page, route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const wrapper = table(page).locator('xpath=..');
      expect(await wrapper.evaluate((w) => w.scrollWidth - w.clientWidth)).toBeLessThanOrEqual(0);
      const row = table(page).locator('tbody tr').first();
      expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
      const head = await table(page).locator('thead').boundingBox();
      expect(head!.height).toBeLessThanOrEqual(1);
      stop();
      expect(errors).toEqual([]);
    });
  }
});
