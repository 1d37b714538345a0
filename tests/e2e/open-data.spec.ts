import {expect, test} from '@playwright/test';
import {CSV_COLUMNS} from '../../src/plugins/legal-data/publish';
import {builtHtml} from './built-routes';
import {dataset, guides} from './site';
import {waitForHydration} from './helpers';

const obligationCount = dataset.jurisdictions.reduce((sum, j) => sum + j.obligations.length, 0);
const changeCount = dataset.jurisdictions.reduce((sum, j) => sum + j.changes.length, 0);

/** Splits RFC 4180 text into rows of fields (quoted fields may hold commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    }
  }
  return rows;
}

test.describe('the published dataset', () => {
  test('obligations.json lists every obligation with its source and verification', async ({
    request,
  }) => {
    const response = await request.get('/data/v1/obligations.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const file = await response.json();
    expect(file.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(file.jurisdictions).toHaveLength(dataset.jurisdictions.length);
    expect(file.obligations).toHaveLength(obligationCount);
    for (const o of file.obligations) {
      expect(o.id).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+$/);
      expect(o.source.url).toMatch(/^https:\/\//);
      expect(o.verified.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Every duty links to its place on its jurisdiction's page, written or generated.
      const {pathname, hash} = new URL(o.guideUrl);
      expect(builtHtml(pathname), o.guideUrl).toMatch(new RegExp(`id="?${hash.slice(1)}[" >]`));
    }
  });

  test('obligations.csv has the documented columns and one row per obligation', async ({
    request,
  }) => {
    const response = await request.get('/data/v1/obligations.csv');
    expect(response.status()).toBe(200);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(obligationCount + 1);
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    // A duty that a condition, not headcount, decides says so in the CSV as in the JSON.
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    const conditional = rows.filter((row) => row[column('only_if')]);
    expect(conditional.map((row) => row[column('jurisdiction')])).toContain('california');
  });

  test('every jurisdiction has its file, and the schema is published', async ({request}) => {
    for (const j of dataset.jurisdictions) {
      const response = await request.get(`/data/v1/jurisdictions/${j.id}.json`);
      expect(response.status(), j.id).toBe(200);
      expect((await response.json()).changes).toHaveLength(j.changes.length);
    }
    const schema = await (await request.get('/data/v1/schema.json')).json();
    expect(schema.$id).toMatch(/\/data\/v1\/schema\.json$/);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['obligations', 'changes', 'directive']),
    );
  });

  test('the change feeds carry every change, site-wide and per jurisdiction', async ({request}) => {
    const rss = await request.get('/data/v1/feeds/all.rss.xml');
    expect(rss.status()).toBe(200);
    expect((await rss.text()).match(/<item>/g) ?? []).toHaveLength(changeCount);
    for (const j of dataset.jurisdictions) {
      const atom = await (await request.get(`/data/v1/feeds/${j.id}.atom.xml`)).text();
      expect(atom.match(/<entry>/g) ?? [], j.id).toHaveLength(j.changes.length);
    }
  });

  test('the Open data page explains every field and carries Dataset JSON-LD', async ({page}) => {
    await page.goto('/open-data');
    await expect(page.getByTestId('dataset-figures')).toContainText(
      `${dataset.jurisdictions.length} jurisdictions, ${obligationCount} obligations and ${changeCount} recorded changes`,
    );
    await expect(page.getByTestId('schema-fields').locator('tbody tr').first()).toBeVisible();
    expect(await page.getByTestId('schema-fields').locator('tbody tr').count()).toBeGreaterThan(40);
    // The head's scripts are rewritten while the page hydrates, so read them until the Dataset
    // shows, and keep the copy that showed: a later read can fall between two rewrites.
    const readDatasetLd = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent || '{}')))
        .then((jsonLd) => jsonLd.find((item) => item['@type'] === 'Dataset'));
    let datasetLd: {license: string; distribution: {encodingFormat: string}[]} | undefined;
    await expect
      .poll(async () => (datasetLd = await readDatasetLd()), {
        message: 'Dataset JSON-LD in the head',
      })
      .toBeTruthy();
    expect(datasetLd?.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(datasetLd?.distribution.map((d) => d.encodingFormat)).toEqual([
      'application/json',
      'text/csv',
    ]);
  });

  test('the changes page lists every change, newest first', async ({page}) => {
    await page.goto('/changes');
    const items = page.getByTestId('change-log').locator('> li');
    await expect(items).toHaveCount(changeCount);
    const dates = await items
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('the changes page narrows to one jurisdiction and topic, kept in the address', async ({
    page,
    browser,
  }) => {
    await page.goto('/changes');
    await waitForHydration(page);
    await page.getByLabel('Jurisdiction').selectOption('germany');
    await page.getByLabel('About').selectOption('transposition');
    await expect(page).toHaveURL(/\/changes\?j=germany&topic=transposition$/);
    const items = page.getByTestId('change-log').locator('> li');
    const shown = await items.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(changeCount);
    for (const link of await items.locator('> a').all()) await expect(link).toHaveText('Germany');
    await expect(page.getByTestId('change-count')).toHaveText(
      `Showing ${shown} of ${changeCount} changes.`,
    );

    const shared = await browser.newPage();
    await shared.goto('/changes?j=germany&topic=transposition');
    await waitForHydration(shared);
    await expect(shared.getByTestId('change-log').locator('> li')).toHaveCount(shown);
    await shared.goto('/changes?j=atlantis');
    await waitForHydration(shared);
    await expect(shared.getByText('The link asks for “atlantis”')).toBeVisible();
    await expect(shared.getByTestId('change-log').locator('> li')).toHaveCount(changeCount);
    await shared.close();
  });

  test('a reader goes from a guide to its data file and its change feed', async ({
    page,
    request,
  }) => {
    const italy = guides.find((j) => j.id === 'italy')!;
    await page.goto(italy.docPath);
    const links = page.getByTestId('data-links');
    await expect(links).toBeVisible();
    const data = await links.getByRole('link', {name: 'Italy (JSON)'}).getAttribute('href');
    expect(data).toBe('/data/v1/jurisdictions/italy.json');
    expect((await (await request.get(data!)).json()).id).toBe('italy');
    const feed = await links.getByRole('link', {name: 'RSS'}).getAttribute('href');
    expect(feed).toBe('/data/v1/feeds/italy.rss.xml');
    const rss = await request.get(feed!);
    expect(rss.headers()['content-type']).toMatch(/xml/);
    await links.getByRole('link', {name: 'whole dataset'}).click();
    await expect(page).toHaveURL(/\/open-data$/);
  });
});
