import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import employerDuties from '@legal-data/directive-duties.json';
import {transpositionLabels} from '@site/src/components/Jurisdiction/format';

/**
 * What each transposition status means: the rule src/data/transposition.ts applies to every
 * state's record, in words, for the grid and the Directive's page.
 */
export default function TranspositionRule(): ReactNode {
  return (
    <>
      <p>
        A state's status follows one rule, applied to its record in the{' '}
        <Link to="/open-data">open dataset</Link>. It looks at the Directive's{' '}
        {employerDuties.length} duties for employers:{' '}
        {employerDuties.map((title) => title.replace(/^./, (c) => c.toLowerCase())).join('; ')}.
      </p>
      <ul data-testid="transposition-rule">
        <li>
          <strong>{transpositionLabels.transposed}</strong>: an adopted national law or regulation
          carries out every one of these duties. A duty the law makes apply from a later date still
          counts, because the law is adopted; the duty itself is shown as "Enacted, applies from"
          that date.
        </li>
        <li>
          <strong>{transpositionLabels['partly-transposed']}</strong>: adopted rules carry out at
          least one of the duties, but not all of them, for example only the recruitment rules, or
          rules for public employers only.
        </li>
        <li>
          <strong>{transpositionLabels['bill-or-draft']}</strong>: no duty is carried out by adopted
          law yet, and a transposing bill or draft is in progress.
        </li>
        <li>
          <strong>{transpositionLabels.halted}</strong>: no duty is carried out by adopted law, and
          the transposing bill has stopped.
        </li>
        <li>
          <strong>{transpositionLabels['no-draft-reported']}</strong>: no adopted rule and no bill
          or draft were found when the record was last checked.
        </li>
        <li>
          <strong>{transpositionLabels['eea-pending']}</strong>: Iceland, Liechtenstein and Norway.
          The Directive binds them only once the EEA Joint Committee has added it to the EEA
          Agreement, which we have not found to have happened.
        </li>
      </ul>
      <p>
        An older national rule of the same kind, such as an existing pay register, does not count
        towards transposition unless the state's law makes it the Directive's duty. Notification to
        the Commission is not a separate test: a notified act counts through the duties it carries
        out. Until a duty is carried out by adopted law, the Directive's dates for it are shown as
        an "EU minimum, not yet binding" in that state.
      </p>
    </>
  );
}
