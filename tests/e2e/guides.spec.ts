import {expect, test} from '@playwright/test';
import {formatIsoDate} from '../../src/utils/dates';
import {dataset, guides} from './site';

test.describe('guides render their record', () => {
  for (const j of guides) {
    test(`${j.docPath}: summary, timeline, obligations, sources, review date and calendar`, async ({
      page,
    }) => {
      await page.goto(j.docPath);
      const glance = page.getByTestId('at-a-glance');
      await expect(glance).toContainText(j.coverage!.slice(0, 40));
      await expect(glance.locator('a')).toHaveCount(j.laws.length + 1);
      await expect(page.getByTestId('legal-status-reviewed')).toHaveText(
        formatIsoDate(j.lastReviewed),
      );
      await expect(page.getByTestId('key-dates').locator('li')).toHaveCount(j.deadlines.length);
      const obligations = page.getByTestId('obligation');
      await expect(obligations).toHaveCount(j.obligations.length);
      await expect(page.getByTestId('obligation-verified').first()).toContainText(
        formatIsoDate(j.obligations[0]!.verified.date),
      );
      const sources = page.getByTestId('sources').locator('a');
      expect(await sources.count()).toBeGreaterThanOrEqual(j.laws.length);
      for (const href of await sources.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      )) {
        expect(href).toMatch(/^https:\/\//);
      }
      // The calendar plugin writes a file only for a jurisdiction with dates of its own.
      const calendar = page.locator(`a[href="/calendar/${j.id}.ics"]`);
      if (j.deadlines.length > 0) await expect(calendar).toBeVisible();
      else await expect(calendar).toHaveCount(0);
      await expect(page.locator('#related-news')).toBeVisible();
      await expect(page.locator('#what-changed')).toBeVisible();
    });
  }

  test('EU and EEA guides show their dated Directive status', async ({page}) => {
    for (const j of guides.filter((x) => x.directive)) {
      await page.goto(j.docPath);
      // The status box's own line; the "what to do now" sentence may cite the same date.
      await expect(
        page.getByText(new RegExp(`^Information as of ${formatIsoDate(j.directive!.asOf)};`)),
      ).toBeVisible();
    }
  });

  test('an obligation can be linked to by its anchor', async ({page}) => {
    const j = guides.find((x) => x.id === 'eu-ptd')!;
    const o = j.obligations.find((x) => x.id === 'joint-pay-assessment')!;
    await page.goto(`${j.docPath}#obligation-${o.id}`);
    const heading = page.locator(`#obligation-${o.id}`);
    await expect(heading).toContainText(o.title);
    await expect(heading).toBeInViewport();
  });

  test('the transposition table has one row per EU and EEA state in the dataset', async ({
    page,
  }) => {
    await page.goto('/eu-pay-transparency-directive#transposition-status');
    const rows = page.getByTestId('transposition-table').locator('tbody tr');
    const states = dataset.jurisdictions.filter(
      (j) => j.membership === 'eu' || j.membership === 'eea',
    );
    await expect(rows).toHaveCount(states.length);
    expect(states).toHaveLength(30);
  });
});

test.describe('deadline calendars', () => {
  test('every guide with dates has a subscribable iCalendar file naming its sources', async ({
    request,
  }) => {
    for (const j of guides.filter((x) => x.deadlines.length > 0)) {
      const response = await request.get(`/calendar/${j.id}.ics`);
      expect(response.status(), j.id).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const ics = (await response.text()).replace(/\r\n /g, '');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(j.deadlines.length);
      for (const d of j.deadlines) expect(ics).toContain(`URL:${d.source.url}`);
    }
  });

  test('the combined calendar lists each date once, under the jurisdiction that sets it', async ({
    request,
  }) => {
    const all = await request.get('/calendar/pay-transparency-deadlines.ics');
    const own = dataset.jurisdictions.reduce(
      (sum, j) => sum + j.deadlines.filter((d) => !d.sharedFrom).length,
      0,
    );
    expect((await all.text()).match(/BEGIN:VEVENT/g)).toHaveLength(own);
  });
});
