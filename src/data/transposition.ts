import type {Source, TranspositionRow} from './jurisdictions/types';
import {DIRECTIVE_ELI} from './jurisdictions/sources';

/**
 * Transposition of Directive (EU) 2023/970 in the EU and EEA states that have no
 * country guide of their own. Denmark, France, Germany, Ireland, Italy, the
 * Netherlands, Spain and Sweden (and Iceland and Norway) are covered by the
 * `directive` field of their guides' records instead.
 *
 * Most rows rest on secondary sources (law-firm and vendor trackers, press) that
 * were not checked against the Commission's list of notified national measures;
 * their summaries say so and give the date of the information. Last checked
 * 21 November 2026.
 */

const NIM: Source = {
  title: 'National transposition measures communicated for Directive (EU) 2023/970 (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/NIM/?uri=CELEX:32023L0970',
};

const DIRECTIVE_EEA: Source = {
  title: 'Directive (EU) 2023/970, published as text with EEA relevance (EUR-Lex)',
  url: DIRECTIVE_ELI,
};

const NOT_CHECKED =
  'Not yet checked against the national measures notified to the Commission on EUR-Lex; last checked 21 November 2026.';

/** States for which the latest report (September 2025) said only that a draft was expected. */
function expectedDraftAsOfSeptember2025(country: string): TranspositionRow {
  return {
    country,
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) reported that, as of September 2025, a draft transposing law was expected but had not been published.',
    pending:
      'No later information was found; whether a draft has since been published or adopted is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  };
}

export const transpositionRows: readonly TranspositionRow[] = [
  {
    country: 'Austria',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'As reported by secondary sources on 30 January 2026, no draft transposing law had been published; a draft was said to be in preparation and running late. Existing Austrian law already requires income reports every two years from larger employers (the threshold is 150 employees) and a minimum pay figure in job advertisements.',
    pending:
      'Whether a draft or bill has been published since January 2026 is unconfirmed, and Austria was not among the states that secondary trackers reported as having a complete law in force on 7 June 2026. ' +
      NOT_CHECKED,
    asOf: '2026-01-30',
    source: NIM,
  },
  {
    country: 'Belgium',
    membership: 'eu',
    status: 'partly-transposed',
    summary:
      'Reported by secondary sources (January 2026): the French Community (Fédération Wallonie-Bruxelles) adopted a decree on 12 September 2024 transposing the Directive for its own public-sector employers only, applied from 1 January 2025. At federal level, a parliamentary resolution proposal was tabled in January 2026. Belgium’s 2012 gender pay gap law already requires employers with 50 or more employees to analyse their pay structure every two years.',
    pending:
      'No federal transposing law for private-sector employers has been confirmed, and the position of the other communities and regions is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2026-01-31',
    source: NIM,
  },
  {
    country: 'Bulgaria',
    membership: 'eu',
    status: 'bill-or-draft',
    summary:
      'Reported by a secondary-source tracker in mid-2026: a transposing bill was in progress, proposing annual reports for employers with 250 or more workers and reports every three years for employers with 100 to 249 workers.',
    pending: 'Adoption and entry into force of the bill are unconfirmed. ' + NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Croatia',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Croatia among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  {
    country: 'Cyprus',
    membership: 'eu',
    status: 'bill-or-draft',
    summary:
      'Reported by a secondary-source tracker in mid-2026: a transposing bill was in progress.',
    pending: 'The bill’s content, adoption and entry into force are unconfirmed. ' + NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Czechia',
    membership: 'eu',
    status: 'bill-or-draft',
    summary:
      'Reported by secondary sources (March to mid-2026): a Labour Code amendment prohibiting pay-secrecy clauses has applied since 1 June 2025, and a draft law carrying the Directive’s core provisions, proposed to apply from 1 January 2027, was in progress.',
    pending:
      'Adoption of the main transposing law and its final start date are unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  expectedDraftAsOfSeptember2025('Estonia'),
  {
    country: 'Finland',
    membership: 'eu',
    status: 'bill-or-draft',
    summary:
      'Reported by Finnish stakeholder and press sources: a draft government bill amending the Act on Equality between Women and Men (609/1986) was sent for consultation on 22 December 2025, with comments closing on 9 February 2026. An earlier draft of 16 May 2025 proposed fines of €5,000 to €80,000.',
    pending:
      'Submission of the bill to Parliament, its adoption and its entry into force are unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2026-02-09',
    source: NIM,
  },
  {
    country: 'Greece',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Greece among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  {
    country: 'Hungary',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Hungary among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  {
    country: 'Latvia',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Latvia among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  {
    country: 'Liechtenstein',
    membership: 'eea',
    status: 'eea-pending',
    summary:
      'The Directive was published as text with EEA relevance, so it reaches Liechtenstein only once the EEA Joint Committee incorporates it into the EEA Agreement and Liechtenstein implements it. No source on either step was found.',
    pending:
      'The date of incorporation into the EEA Agreement and any Liechtenstein implementing measures are unconfirmed; last checked 21 November 2026.',
    asOf: '2026-11-21',
    source: DIRECTIVE_EEA,
  },
  {
    country: 'Lithuania',
    membership: 'eu',
    status: 'transposed',
    summary:
      'Reported by a secondary-source tracker in mid-2026 as transposed and in force. Lithuania has required pay or a pay range in job advertisements since 2019; the tracker reports first pay-gap reports due on 1 March 2028 for employers with 150 or more workers and on 1 March 2031 for employers with 100 to 149 workers.',
    pending:
      'The citation of the transposing law and the national reporting dates are unconfirmed against official sources. ' +
      NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Luxembourg',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Luxembourg among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  {
    country: 'Malta',
    membership: 'eu',
    status: 'transposed',
    summary:
      'Reported by secondary sources (May to June 2026): pay transparency at the recruitment stage and the right to request pay information have applied since 27 August 2025, and the full transposing rules were in force by June 2026, with annual reports for employers with 250 or more workers and reports every three years for those with 150 to 249 and 100 to 149 workers.',
    pending:
      'The Legal Notice number and the exact commencement dates are unconfirmed. ' + NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Poland',
    membership: 'eu',
    status: 'partly-transposed',
    summary:
      'Reported by secondary sources: Labour Code amendments in force since 24 December 2025 require employers to give applicants the pay or pay range before the first interview, ban questions about pay history and require gender-neutral job advertisements. A second act on equal pay, with reporting through a tool run by Statistics Poland (GUS) and fines of PLN 2,000 to 60,000, was planned for government adoption in the second quarter of 2026 (position as of mid-2026).',
    pending: 'Adoption of the second act is unconfirmed. ' + NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Portugal',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Portugal among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
  expectedDraftAsOfSeptember2025('Romania'),
  {
    country: 'Slovakia',
    membership: 'eu',
    status: 'transposed',
    summary:
      'Reported by secondary sources (May to June 2026): a transposing law applies from 7 June 2026, with transitional provisions. Employers with 250 or more workers report every year and those with 100 to 249 every three years; the first report, due by 7 June 2027 from employers with 150 or more workers, covers 1 August to 31 December 2026.',
    pending: 'The act number is unconfirmed. ' + NOT_CHECKED,
    asOf: '2026-06-30',
    source: NIM,
  },
  {
    country: 'Slovenia',
    membership: 'eu',
    status: 'no-draft-reported',
    summary:
      'A secondary-source tracker (published by Euronews on 21 October 2025) listed Slovenia among the Member States with no reported transposition activity as of September 2025.',
    pending:
      'No later information was found; any draft or law published since September 2025 is unconfirmed. ' +
      NOT_CHECKED,
    asOf: '2025-09-30',
    source: NIM,
  },
];
