import {expect, test} from '@playwright/test';
import {jurisdictions} from '../../src/data/jurisdictions';
import {formatIsoDate} from '../../src/utils/dates';

test.describe('guides render their record', () => {
  for (const j of jurisdictions) {
    test(`${j.docPath}: summary, timeline, sources, review date and calendar`, async ({page}) => {
      await page.goto(j.docPath);
      const glance = page.getByTestId('at-a-glance');
      await expect(glance).toContainText(j.coverage.slice(0, 40));
      await expect(glance.locator('a')).toHaveCount(j.laws.length + 1);
      await expect(page.getByTestId('legal-status-reviewed')).toHaveText(
        formatIsoDate(j.lastReviewed),
      );
      await expect(page.getByTestId('key-dates').locator('li')).toHaveCount(j.deadlines.length);
      const sources = page.getByTestId('sources').locator('a');
      expect(await sources.count()).toBeGreaterThanOrEqual(j.laws.length);
      for (const href of await sources.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      )) {
        expect(href).toMatch(/^https:\/\//);
      }
      await expect(page.locator(`a[href="/calendar/${j.id}.ics"]`)).toBeVisible();
      await expect(page.locator('#related-news')).toBeVisible();
    });
  }

  test('EU and EEA guides show their dated Directive status', async ({page}) => {
    for (const j of jurisdictions.filter((x) => x.directive)) {
      await page.goto(j.docPath);
      await expect(
        page.getByText(`Information as of ${formatIsoDate(j.directive!.asOf)}`),
      ).toBeVisible();
    }
  });

  test('the transposition table covers all 27 member states and the EEA', async ({page}) => {
    await page.goto('/eu-pay-transparency-directive#transposition-status');
    const rows = page.getByTestId('transposition-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(30);
  });
});

test.describe('deadline calendars', () => {
  test('every jurisdiction has a subscribable iCalendar file naming its sources', async ({
    request,
  }) => {
    for (const j of jurisdictions) {
      const response = await request.get(`/calendar/${j.id}.ics`);
      expect(response.status(), j.id).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const ics = (await response.text()).replace(/\r\n /g, '');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(j.deadlines.length);
      for (const d of j.deadlines) expect(ics).toContain(`URL:${d.source.url}`);
    }
    const all = await request.get('/calendar/pay-transparency-deadlines.ics');
    const total = jurisdictions.reduce((sum, j) => sum + j.deadlines.length, 0);
    expect((await all.text()).match(/BEGIN:VEVENT/g)).toHaveLength(total);
  });
});
