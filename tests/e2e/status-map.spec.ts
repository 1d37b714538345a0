import {load} from 'cheerio';
import {expect, test} from '@playwright/test';
import {transpositionLabels} from '../../src/components/Jurisdiction/format';
import {gotoInMode, switchColourMode, wcagViolations, type ColourMode} from './axe';
import {dataset} from './site';

/** The map of EU and EEA states by Directive transposition status (src/components/StatusMap). */

const MAP = '[data-testid="status-map"]';
const PAGES = ['/directive-grid', '/eu-pay-transparency-directive'];

const states = dataset.jurisdictions
  .filter((j) => j.membership === 'eu' || j.membership === 'eea')
  .map((j) => ({name: j.name, page: j.page, status: j.directive!.status}));

test.describe('the status map', () => {
  test('is SVG in the server HTML, with a link to each state page and a key listing every state', async ({
    request,
  }) => {
    const response = await request.get('/directive-grid');
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    const map = $(MAP);
    expect(map).toHaveLength(1);

    const links = map.find('svg a').toArray();
    expect(links).toHaveLength(30);
    const linked = links.map((a) => ({
      name: $(a).attr('aria-label'),
      page: $(a).attr('href'),
      drawn: $(a).find('path').attr('d') ?? '',
    }));
    expect(
      linked.map(({name, page}) => ({name, page})).sort((a, b) => a.page!.localeCompare(b.page!)),
    ).toEqual(
      states
        .map(({name, page, status}) => ({name: `${name}: ${transpositionLabels[status]}`, page}))
        .sort((a, b) => a.page.localeCompare(b.page)),
    );
    for (const {drawn, name} of linked) expect(drawn, name).toMatch(/^M[\d.]+,[\d.]+l/);
    for (const {page} of linked) {
      expect((await request.get(page!)).status(), page).toBe(200);
    }

    // The key: each status present, in words, with the states that have it.
    const key = map.find('li[data-status]');
    const statuses = [...new Set(states.map((s) => s.status))];
    expect(key).toHaveLength(statuses.length);
    for (const status of statuses) {
      const entry = map.find(`li[data-status="${status}"]`);
      const expected = states.filter((s) => s.status === status);
      expect(entry.find('strong').text()).toBe(transpositionLabels[status]);
      expect(entry.text()).toContain(`(${expected.length})`);
      expect(
        entry
          .find('a')
          .toArray()
          .map((a) => [$(a).text(), $(a).attr('href')]),
      ).toEqual(expected.map((s) => [s.name, s.page]));
    }
    expect(map.find('p').text()).toContain(
      'A circle marks a state too small to select on its outline: Liechtenstein, Luxembourg, Malta.',
    );
  });

  for (const route of PAGES) {
    test(`${route}: no request leaves the site, and axe passes on the map in both colour modes`, async ({
      page,
    }) => {
      // axe reads the whole long page even when it checks one region; a busy machine is slow.
      test.setTimeout(180_000);
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
          foreign.push(request.url());
        }
      });
      await gotoInMode(page, route, 'light');
      await page.locator(MAP).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      for (const mode of ['light', 'dark'] as ColourMode[]) {
        await switchColourMode(page, mode);
        expect(await wcagViolations(page, MAP), mode).toEqual([]);
      }
      expect(foreign).toEqual([]);
    });
  }

  test('changes its colours in dark mode on screen, and prints in the light set with its colours kept', async ({
    page,
  }) => {
    const fillOf = async () =>
      page
        .locator(`${MAP} pattern#status-map-transposed rect`)
        .evaluate((rect) => getComputedStyle(rect).fill);
    await gotoInMode(page, '/directive-grid', 'light');
    const light = await fillOf();
    await gotoInMode(page, '/directive-grid', 'dark');
    expect(await fillOf()).not.toBe(light);
    await page.emulateMedia({media: 'print'});
    expect(await fillOf()).toBe(light);
    expect(
      await page.locator(MAP).evaluate((figure) => getComputedStyle(figure).printColorAdjust),
    ).toBe('exact');
  });

  test('fits a 375 px phone without sideways scrolling, its smallest states still marked', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/directive-grid');
    const map = page.locator(MAP);
    await map.scrollIntoViewIfNeeded();
    const widest = await map.evaluate((figure) =>
      Math.max(
        figure.getBoundingClientRect().right,
        ...[...figure.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
      ),
    );
    expect(widest).toBeLessThanOrEqual(375);
    for (const name of ['Liechtenstein', 'Luxembourg', 'Malta']) {
      const marker = map.getByRole('link', {name: new RegExp(`^${name}:`)}).locator('circle');
      const box = (await marker.boundingBox())!;
      // A circle a finger can find: at least 7 px across on the smallest screen.
      expect(box.width, name).toBeGreaterThanOrEqual(7);
    }
  });
});
