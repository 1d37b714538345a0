import {describe, expect, it} from 'vitest';
import {answer} from './answer';
import {planFor, stepText} from './plan';
import {siteFinderData} from './testData';

const TODAY = '2026-11-26';
const data = siteFinderData(TODAY);
const ask = (...entries: Array<[string, number]>) =>
  planFor(
    answer(
      entries.map(([id, headcount]) => ({id, headcount, sector: 'private' as const})),
      data,
      TODAY,
    ),
  );

describe('the plan', () => {
  const plan = ask(['germany', 150], ['france', 120], ['poland', 80], ['netherlands', 50]);

  it('lists what binds now, the next binding date and what follows, in date order', () => {
    expect(plan.now.length).toBeGreaterThan(0);
    for (const step of plan.now) expect(step.binding.status).toBe('in-force');
    expect(plan.next).toBeDefined();
    for (const step of plan.next!.steps) expect(step.date).toBe(plan.next!.date);
    const dates = plan.later.map((step) => step.date!);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) expect(date > plan.next!.date).toBe(true);
  });

  it('keeps what does not bind yet apart, labelled, with Germany’s 150-worker report', () => {
    for (const step of [...plan.now, ...(plan.next?.steps ?? []), ...plan.later]) {
      expect(['in-force', 'applies-from']).toContain(step.binding.status);
    }
    const germany = plan.watch.filter((step) => step.jurisdiction === 'Germany');
    expect(germany.length).toBeGreaterThan(0);
    for (const step of germany) {
      expect(step.binding.label).toBe('EU minimum, not yet binding in Germany');
    }
    expect(stepText(germany[0]!)).toContain('7 June 2027');
  });

  it('gives each step one sentence, a link to its duty and its official source', () => {
    const steps = [...plan.now, ...(plan.next?.steps ?? []), ...plan.later, ...plan.watch];
    expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
    for (const step of steps) {
      const text = stepText(step);
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text.slice(0, -1)).not.toMatch(/\.\s[A-Z]/);
      expect(step.link).toMatch(/^\//);
    }
    for (const step of [...plan.now, ...plan.watch]) expect(step.source).toMatch(/^https:\/\//);
  });

  it('is empty when nothing applies and nothing is dated', () => {
    expect(planFor([])).toEqual({now: [], later: [], watch: []});
  });
});

describe('the plan with remote roles', () => {
  it('says a duty binds for the remote roles that could be done in the place', () => {
    const plan = planFor(
      answer(
        [{id: 'new-york', headcount: 0, sector: 'private', total: 40, remote: true}],
        data,
        TODAY,
      ),
    );
    expect(plan.now.map(stepText)).toEqual([
      'Comply with Pay or pay range in job, promotion and transfer adverts: it binds you now for the remote roles you advertise that could be done there.',
    ]);
  });
});

describe('the plan for a duty with a condition a headcount cannot show', () => {
  it('says the duty binds only if the condition holds', () => {
    const plan = ask(['canada', 200], ['british-columbia', 30]);
    const canada = plan.now.filter((step) => step.jurisdiction === 'Canada').map(stepText);
    expect(canada).toEqual([
      'Comply with Federal pay equity plan and annual statement: it binds you now if you are under federal jurisdiction: a federally regulated business such as a bank, an airline or a telecommunications carrier, or a federal public-sector employer.',
      'Comply with Federal pay gap data in the employment equity report: it binds you now if you are a federally regulated business, such as a bank, an airline or a telecommunications carrier.',
    ]);
    const bc = plan.now.filter((step) => step.jurisdiction === 'British Columbia');
    expect(bc.length).toBeGreaterThan(0);
    for (const step of bc)
      expect(stepText(step)).toContain(
        ': it binds you now if you are provincially regulated, as most employers are',
      );
  });
});

describe('the plan for an enacted rule whose start is not confirmed', () => {
  it('asks first whether it binds yet, with its duty and source', () => {
    const plan = ask(['nova-scotia', 20]);
    const checks = plan.now.filter((step) => step.binding.label === 'Enacted, start not confirmed');
    expect(checks.map(stepText)).toEqual([
      'Ask whether Wage-history questions restricted binds you yet: it is enacted, but we could not confirm when it starts.',
      'Ask whether Protection for discussing wages binds you yet: it is enacted, but we could not confirm when it starts.',
    ]);
    for (const step of checks) expect(step.source).toMatch(/^https:\/\//);
  });
});

describe('the plan for enacted rules with no start set', () => {
  it('follows each of them, so that no enacted rule drops out of the plan', () => {
    const plan = ask(['uk', 300]);
    const waiting = plan.watch.filter((step) => step.binding.label === 'Enacted, not yet in force');
    expect(waiting.length).toBeGreaterThan(0);
    for (const step of waiting) {
      expect(stepText(step)).toMatch(
        /^Follow .+: it is enacted, but no date has been set for it to start\.$/,
      );
      expect(step.source).toMatch(/^https:\/\//);
    }
  });
});

describe('the plan for every jurisdiction', () => {
  it('has a step for every duty its answer lists, at any headcount and in either sector', () => {
    for (const j of data.jurisdictions) {
      for (const sector of ['private', 'public'] as const) {
        for (const headcount of [10, 60, 120, 200, 300, 2000]) {
          const answers = answer([{id: j.id, headcount, sector}], data, TODAY);
          const plan = planFor(answers);
          const steps = [...plan.now, ...(plan.next?.steps ?? []), ...plan.later, ...plan.watch];
          const linked = new Set(steps.map((step) => step.link));
          const {now, coming, proposed} = answers[0]!;
          const dropped = [...now, ...coming, ...proposed].filter((row) => !linked.has(row.link));
          expect(
            dropped.map((row) => row.ref),
            `${j.id}, ${sector}, ${headcount}`,
          ).toEqual([]);
        }
      }
    }
  });
});
