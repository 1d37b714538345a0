import {readFileSync} from 'node:fs';
import {expect, test, type Download, type Page} from '@playwright/test';
import ICAL from 'ical.js';
import {gotoInMode, wcagViolations} from './axe';
import {printedPageSizes, waitForHydration} from './helpers';

/**
 * "Which rules apply to us?" against the built site: one answer per country entered, every
 * date with its binding status, a calendar a real iCalendar library reads, and a sentence for
 * every kind of bad input.
 */

/** The finder counts "ahead" from the reader's today; pin it so the expected dates hold. */
const TODAY = new Date('2026-11-26T12:00:00Z');

const FOUR_COUNTRIES = '/which-rules-apply?c=germany:150&c=france:120&c=poland:80&c=netherlands:50';

test.beforeEach(async ({page}) => {
  await page.clock.setFixedTime(TODAY);
});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Adds a country through the form, as a reader would, and types its headcount. */
async function enter(page: Page, country: string, headcount: string): Promise<void> {
  await page.getByLabel('Country', {exact: true}).selectOption({label: country});
  await page.getByRole('button', {name: 'Add country'}).click();
  await page.getByLabel(`Employees in ${country}`).fill(headcount);
}

const answerBlocks = (page: Page) =>
  page
    .locator('[data-testid^="answer-"]')
    .evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-testid')));

/** The dataset ids of the duties listed under one of a block's headings. */
const listed = (page: Page, country: string, heading: string) =>
  page
    .getByTestId(`answer-${country}`)
    .getByRole('heading', {name: new RegExp(`^${heading}`)})
    .locator('xpath=following-sibling::ul[1]/li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-obligation')));

async function downloadCalendar(page: Page): Promise<string> {
  const downloading: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', {name: /^Download these/}).click();
  return readFileSync((await (await downloading).path())!, 'utf8');
}

test.describe('the four-country example', () => {
  test('ends in a dated plan that prints on its own as a brief of at most two pages', async ({
    page,
  }) => {
    await open(page, FOUR_COUNTRIES);
    const plan = page.getByTestId('finder-plan');
    await expect(plan.getByRole('heading', {name: 'What to do first'})).toBeVisible();
    await expect(plan).toContainText(
      'For: Germany, 150 employees; France, 120 employees; Poland, 80 employees; Netherlands, 50 employees.',
    );
    // What binds now, the next binding date, and what does not bind yet, each labelled.
    const now = plan
      .getByRole('heading', {name: 'Now'})
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(now.first()).toContainText('In force');
    await expect(
      plan.getByRole('heading', {name: /^By \d+ \w+ \d{4}, the next date/}),
    ).toBeVisible();
    const germany = plan.locator('li').filter({hasText: /^Germany:/});
    await expect(germany.first()).toContainText('7 June 2027');
    await expect(germany.first()).toContainText('EU minimum, not yet binding in Germany');
    // Each step links its duty on the site, and the duty's official source.
    for (const step of await plan.locator('li').all()) {
      expect(await step.locator('a').first().getAttribute('href')).toMatch(/^\//);
    }
    const sources = await plan.getByTestId('plan-source').all();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(await source.getAttribute('href')).toMatch(/^https:\/\//);

    await page.emulateMedia({media: 'print'});
    await expect(plan).toBeVisible();
    await expect(page.getByTestId('answer-germany')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print the plan'})).toBeHidden();
    await expect(page.getByTestId('remote-entry')).toBeHidden();
    const pages = (await printedPageSizes(page)).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test('answers every country, in the order entered, with no notice', async ({page}) => {
    await open(page, FOUR_COUNTRIES);
    await expect(page.getByTestId('answer-netherlands')).toBeVisible();
    expect(await answerBlocks(page)).toEqual([
      'answer-germany',
      'answer-france',
      'answer-poland',
      'answer-netherlands',
    ]);
    await expect(page.getByTestId('url-notice')).toHaveCount(0);
  });

  test("marks Germany's 7 June 2027 report as an EU minimum, not yet binding there", async ({
    page,
  }) => {
    await open(page, FOUR_COUNTRIES);
    const germany = page.getByTestId('answer-germany');
    await expect(germany.getByRole('heading', {name: 'Germany: 150 employees'})).toBeVisible();
    const june = germany.locator('li[data-date="2027-06-07"]');
    await expect(june).toHaveCount(1);
    await expect(june).toContainText('7 June 2027');
    await expect(june).toContainText('First pay-gap report due: employers with 150 to 249 workers');
    await expect(june.locator('[data-status]')).toHaveText(
      'EU minimum, not yet binding in Germany',
    );
    await expect(germany).toContainText('None of the rules in force applies at 150 employees');
    expect(await listed(page, 'germany', 'What the Directive will require')).toContain(
      'eu-ptd.pay-gap-reporting-150-249',
    );
  });

  test('gives every date a status and reads counts as English', async ({page}) => {
    await open(page, FOUR_COUNTRIES);
    await expect(page.getByTestId('answer-netherlands')).toBeVisible();
    for (const row of await page.locator('li[data-date]').all()) {
      await expect(row.locator('[data-status]')).not.toHaveText('');
    }
    await expect(
      page.getByTestId('answer-germany').getByRole('heading', {name: 'Dates ahead (1 deadline)'}),
    ).toBeVisible();
    await expect(page.getByTestId('finder-results')).not.toContainText(/\b1 deadlines\b/);
  });

  test('downloads a calendar that holds every date of the answer, labelled', async ({page}) => {
    await open(page, FOUR_COUNTRIES);
    await expect(page.getByTestId('answer-netherlands')).toBeVisible();
    const rows = await page.locator('li[data-date]').evaluateAll((items) =>
      items.map((li) => ({
        date: li.getAttribute('data-date')!,
        binding: li.getAttribute('data-binding')!,
        label: li.querySelector('[data-status]')!.textContent!,
        yearly: li.textContent!.includes('and every year'),
      })),
    );
    expect(rows.length).toBeGreaterThan(1);
    await expect(page.getByRole('button', {name: /^Download these/})).toHaveText(
      `Download these ${rows.length} deadlines (.ics)`,
    );

    const ics = await downloadCalendar(page);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toString())).toEqual(rows.map((r) => r.date));
    rows.forEach((row, i) => {
      const event = events[i]!;
      if (row.binding === 'in-force') expect(event.summary).not.toContain(`(${row.label})`);
      else expect(event.summary.endsWith(`(${row.label})`)).toBe(true);
      expect(event.description.startsWith(`Status: ${row.label}.`)).toBe(true);
      expect(event.component.hasProperty('rrule')).toBe(row.yearly);
    });
    const germany = events.find((e) => e.summary.startsWith('Germany:'));
    expect(germany?.summary).toBe(
      'Germany: First pay-gap report due: employers with 150 to 249 workers (EU minimum, not yet binding in Germany)',
    );
  });

  test('can show the country with the nearest date first, and keeps that in the link', async ({
    page,
  }) => {
    await open(page, FOUR_COUNTRIES);
    await page.getByLabel('Show the countries').selectOption({label: 'Next date first'});
    const firstDates = await page
      .locator('[data-testid^="answer-"]')
      .evaluateAll((blocks) =>
        blocks.map((b) => b.querySelector('li[data-date]')?.getAttribute('data-date') ?? '9999'),
      );
    expect([...firstDates].sort()).toEqual(firstDates);
    expect(await answerBlocks(page)).toHaveLength(4);
    expect(new URL(page.url()).searchParams.get('order')).toBe('next-date');
  });

  test('has no WCAG 2.2 AA violation in the form or the answers, light or dark', async ({page}) => {
    test.slow(); // axe reads four long answers, twice
    for (const mode of ['light', 'dark'] as const) {
      await gotoInMode(page, FOUR_COUNTRIES, mode);
      await expect(page.getByTestId('answer-netherlands')).toBeVisible();
      expect(await wcagViolations(page, '[data-hydrate]')).toEqual([]);
    }
  });

  test('fits a 375-pixel phone screen without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await open(page, FOUR_COUNTRIES);
    await expect(page.getByTestId('answer-netherlands')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test.describe('answers entered through the form', () => {
  test('a UK employer of 300 sees what applies now, later and in proposals, with working links', async ({
    page,
  }) => {
    await open(page, '/which-rules-apply');
    await enter(page, 'United Kingdom', '300');
    expect(await listed(page, 'uk', 'Applies now')).toEqual([
      'uk.gender-pay-gap-private',
      'uk.pay-secrecy-ban',
    ]);
    expect(await listed(page, 'uk', 'Proposed')).toEqual([
      'uk.ethnicity-disability-pay-gap-reporting',
    ]);
    const dates = await page
      .getByTestId('answer-uk')
      .locator('li[data-date]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-date')));
    expect(dates).toEqual(['2027-04-04', '2027-04-05']);

    const href = (await page
      .locator('[data-obligation="uk.gender-pay-gap-private"] a')
      .first()
      .getAttribute('href'))!;
    await page.goto(href);
    await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible();
  });

  test("a Directive duty links to the Directive's own account of it", async ({page}) => {
    await open(page, '/which-rules-apply?c=germany:150');
    const href = (await page
      .locator('[data-obligation="eu-ptd.pay-gap-reporting-150-249"] a')
      .first()
      .getAttribute('href'))!;
    expect(href).toBe('/eu-pay-transparency-directive#obligation-pay-gap-reporting-150-249');
    await page.goto(href);
    await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible();
  });

  test('keeps the answers in the URL, and nothing typed leaves the browser', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await open(page, '/which-rules-apply');
    await enter(page, 'Ireland', '4321');
    await expect(page.getByTestId('answer-ireland')).toBeVisible();
    expect(new URL(page.url()).searchParams.getAll('c')).toEqual(['ireland:4321']);
    expect(requests.filter((r) => r.includes('4321'))).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Employees in Ireland')).toHaveValue('4321');
  });
});

test.describe('North American rules', () => {
  test('a rule that counts every employee asks for the total, kept in the address', async ({
    page,
  }) => {
    await open(page, '/which-rules-apply?c=california:5');
    const now = () => listed(page, 'california', 'Applies now');
    expect(await now()).not.toContain('california.pay-scale-in-postings');
    // The labour-contractor report counts supplied workers, not the employer's own staff.
    expect(await now()).toContain('california.pay-data-report-labor-contractors');
    expect(await now()).not.toContain('california.pay-data-report-payroll');
    await expect(
      page.getByText('Only if you had 100 or more workers supplied by labour contractors'),
    ).toBeVisible();
    await page.getByLabel('Employees in all places together').fill('40');
    await expect.poll(now).toContain('california.pay-scale-in-postings');
    await expect(page).toHaveURL(/[?&]total=40(&|$)/);
    // Only where a rule needs it: no European rule counts staff elsewhere.
    await open(page, '/which-rules-apply?c=germany:150');
    await expect(page.getByTestId('total-entry')).toHaveCount(0);
  });

  test('remote roles in places with no employees list the duties that reach them, kept in the address', async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await open(page, '/which-rules-apply?c=germany:150&total=40&remote=new-york,colorado,maine');
    await expect(page.getByRole('heading', {name: 'New York: remote roles only'})).toBeVisible();
    expect(await listed(page, 'new-york', 'Applies now')).toEqual([
      'new-york.pay-range-in-adverts',
    ]);
    await expect(
      page.getByTestId('answer-new-york').locator('[data-obligation] [data-status]').first(),
    ).toHaveText('In force');
    const colorado = page.getByTestId('answer-colorado');
    await expect(colorado.getByTestId('remote-outside')).toContainText(
      'applies only to employers with at least 1 employee in Colorado',
    );
    // Maine's sources do not say whether its posting rule reaches remote roles.
    await expect(
      page.getByTestId('answer-maine').getByTestId('remote-unknown').locator('li').first(),
    ).toHaveAttribute('data-obligation', 'maine.pay-range-in-postings');
    // A remote-role choice with no place gets a sentence, and the rest of the answer stays.
    await open(page, '/which-rules-apply?c=germany:150&remote=');
    await expect(page.getByTestId('finder-remote-no-place')).toHaveText(
      'You said you advertise remote roles, but named no state, province or city where they could be done; choose at least one to see the rules that reach them.',
    );
    await expect(page.getByTestId('answer-germany')).toBeVisible();
    await page.getByLabel('Where the roles could be done').selectOption({label: 'Washington'});
    await page.getByRole('button', {name: 'Add place'}).click();
    await expect(page).toHaveURL(/[?&]remote=washington(&|$)/);
    await expect(page.getByTestId('finder-remote-no-place')).toHaveCount(0);
    await expect(page.getByTestId('answer-washington')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a city entered without its state gets a sentence naming the state', async ({page}) => {
    await open(page, '/which-rules-apply?c=new-york-city:50');
    await expect(page.getByTestId('finder-missing-places')).toHaveText(
      'New York City lies in New York, whose own rules apply there too; add New York with the same headcount to see them.',
    );
    await expect(page.getByTestId('answer-new-york-city')).toBeVisible();
  });

  test('a country entered alone is answered with its federal rules, and the provinces are named', async ({
    page,
  }) => {
    await open(page, '/which-rules-apply?c=canada:30');
    await expect(page.getByTestId('finder-missing-places')).toContainText(
      'The answer for Canada holds its national rules only.',
    );
    const canada = page.getByTestId('answer-canada');
    await expect(canada).toContainText('Federal pay equity plan and annual statement');
    // A province's duties bind only where the employer has staff in it.
    await expect(canada.locator('[data-obligation]').first()).toBeVisible();
    await expect(canada.locator('[data-obligation]', {hasText: 'British Columbia'})).toHaveCount(0);
    // The federal duty binds only employers under federal jurisdiction, whatever their size.
    await expect(
      canada.locator('[data-obligation="canada.federal-pay-equity-plan"]'),
    ).toContainText('Only if you are under federal jurisdiction');
    await expect(page.getByTestId('finder-plan')).toContainText(
      'it binds you now if you are under federal jurisdiction',
    );
    // Who the federal rules reach is one click away in the answer.
    const coverage = canada.getByTestId('jurisdiction-coverage');
    await expect(coverage.getByText('employers under federal jurisdiction')).toBeHidden();
    await coverage.getByText("Who Canada's rules cover").click();
    await expect(coverage.getByText(/employers under federal jurisdiction/)).toBeVisible();
    await page.getByLabel('Country').selectOption({label: 'British Columbia'});
    await page.getByRole('button', {name: 'Add country'}).click();
    await expect(page.getByTestId('finder-missing-places')).toHaveCount(0);
  });
});

test.describe('bad input gets a sentence, never a crash or an empty answer', () => {
  test.beforeEach(({page}) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });

  test('an empty form asks for a country', async ({page}) => {
    await open(page, '/which-rules-apply');
    await page.getByRole('button', {name: 'Show the rules that apply'}).click();
    await expect(page.getByTestId('finder-empty')).toHaveText(
      'Add at least one country and the number of employees there, then show the rules.',
    );
  });

  test('a country added but left empty says nothing until asked, then asks for a number', async ({
    page,
  }) => {
    await open(page, '/which-rules-apply');
    await page.getByLabel('Country', {exact: true}).selectOption({label: 'Ireland'});
    await page.getByRole('button', {name: 'Add country'}).click();
    const input = page.getByLabel('Employees in Ireland');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('finder-waiting')).toHaveText(
      'Ireland needs a headcount above before its rules can be shown.',
    );
    await page.getByRole('button', {name: 'Show the rules that apply'}).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Enter the number of employees in Ireland, such as 80.'),
    ).toBeVisible();
  });

  for (const [kind, value, message] of [
    ['a negative', '-3', 'The number of employees in Ireland cannot be negative; enter 1 or more.'],
    ['a fractional', '12.5', 'Enter a whole number of employees in Ireland, such as 80.'],
    [
      'an enormous',
      '99999999',
      'That is more employees than any employer has; enter at most 3,000,000 for Ireland.',
    ],
    ['a non-numeric', 'lots', 'Enter the number of employees in Ireland in digits, such as 80.'],
  ] as const) {
    test(`${kind} headcount typed in is explained beside it, and not answered`, async ({page}) => {
      await open(page, '/which-rules-apply');
      await enter(page, 'Ireland', value);
      const input = page.getByLabel('Employees in Ireland');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await input.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
      await expect(page.getByTestId('answer-ireland')).toHaveCount(0);
      await expect(page.getByTestId('finder-waiting')).toBeVisible();
    });

    test(`${kind} headcount in a link is named, and the other countries answered`, async ({
      page,
    }) => {
      await open(page, `/which-rules-apply?c=ireland:${encodeURIComponent(value)}&c=uk:300`);
      await expect(page.getByTestId('url-notice')).toContainText(
        `The link’s headcount for Ireland cannot be used. ${message}`,
      );
      await expect(page.getByLabel('Employees in Ireland')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('answer-uk')).toBeVisible();
    });
  }

  test('an unknown country code in a link is named, the rest still answered', async ({page}) => {
    await open(page, '/which-rules-apply?c=atlantis:50&c=uk:300');
    await expect(page.getByTestId('url-notice')).toHaveText(
      '“atlantis” in the link is not a country this page covers; it was left out.',
    );
    expect(await answerBlocks(page)).toEqual(['answer-uk']);
  });

  test('a country twice in a link is answered once, and the reader told', async ({page}) => {
    await open(page, '/which-rules-apply?c=germany:150&c=germany:300');
    await expect(page.getByTestId('url-notice')).toHaveText(
      'Germany is in the link twice; the first entry (“150”) is used.',
    );
    expect(await answerBlocks(page)).toEqual(['answer-germany']);
    await expect(page.getByLabel('Employees in Germany')).toHaveValue('150');
  });

  test('a country added twice through the form is not offered again', async ({page}) => {
    await open(page, '/which-rules-apply');
    await enter(page, 'Germany', '150');
    await expect(
      page.getByLabel('Country', {exact: true}).locator('option', {hasText: 'Germany'}),
    ).toBeDisabled();
  });
});
