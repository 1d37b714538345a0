import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatIsoDate} from '@site/src/utils/dates';
import {countOf, type Answer} from './answer';
import {planFor, type PlanStep} from './plan';
import styles from './styles.module.css';

function Steps({steps, empty}: {steps: readonly PlanStep[]; empty: string}): ReactNode {
  if (steps.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.steps}>
      {steps.map((step) => (
        <li key={step.key} data-binding={step.binding.status}>
          <strong>{step.jurisdiction}:</strong> {step.before}
          <Link to={step.link}>{step.title}</Link>
          {step.after} <span className={styles.status}>{step.binding.label}</span>
          {step.source && (
            <>
              {' '}
              <Link to={step.source} data-testid="plan-source">
                Official source
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The answers as a dated plan (plan.ts), after the per-jurisdiction answers; printed on its
 * own as a short brief, with the countries and headcounts it was made for.
 */
export default function PlanBlock({answers}: {answers: readonly Answer[]}): ReactNode {
  const plan = planFor(answers);
  const askedFor = answers
    .map((a) => `${a.jurisdiction.name}, ${countOf(a.headcount, 'employee')}`)
    .join('; ');
  return (
    <section className={styles.plan} aria-labelledby="plan" data-testid="finder-plan">
      <Heading as="h2" id="plan">
        What to do first
      </Heading>
      <p>
        For: {askedFor}. Each step links the duty on its jurisdiction's page and its official
        source. Printing this page prints this plan on its own.{' '}
        <button
          type="button"
          className={`button button--secondary button--sm ${styles.print}`}
          onClick={() => window.print()}>
          Print the plan
        </button>
      </p>
      <Heading as="h3" id="plan-now">
        Now
      </Heading>
      <Steps steps={plan.now} empty="Nothing in these answers binds you today." />
      {plan.next && (
        <>
          <Heading as="h3" id="plan-next">
            By {formatIsoDate(plan.next.date)}, the next date that binds you
          </Heading>
          <Steps steps={plan.next.steps} empty="" />
        </>
      )}
      <Heading as="h3" id="plan-later">
        Later
      </Heading>
      <Steps steps={plan.later} empty="No later date that binds you is recorded." />
      <Heading as="h3" id="plan-watch">
        Not binding yet: prepare and follow
      </Heading>
      <Steps steps={plan.watch} empty="Nothing pending is recorded for these jurisdictions." />
    </section>
  );
}
