import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const kamerstuk800 = {
  title:
    'Kamerstuk 21501-31, nr. 800: letter of 15 September 2025 moving the target date to 1 January 2027 (search the number on officielebekendmakingen.nl)',
  url: 'https://zoek.officielebekendmakingen.nl/',
};

const netherlands: Jurisdiction = {
  id: 'netherlands',
  name: 'Netherlands',
  docPath: '/countries/netherlands-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Wet gelijke behandeling van mannen en vrouwen (Equal Treatment of Men and Women Act, Wgbm/v)',
      url: 'https://wetten.overheid.nl/BWBR0003299/',
      role: 'In force: requires employers to pay women and men equally for work of equal value; the pending bill would add the Directive duties to this Act.',
    },
    {
      name: 'Algemene wet gelijke behandeling (General Equal Treatment Act, AWGB)',
      url: 'https://wetten.overheid.nl/BWBR0006502/',
      role: 'In force: prohibits discrimination on grounds including sex in employment, from recruitment and selection to working conditions and dismissal.',
    },
    {
      name: 'Bill: Wet implementatie Richtlijn loontransparantie mannen en vrouwen (not yet law)',
      url: 'https://www.rijksoverheid.nl/actueel/nieuws/2025/03/26/internetconsultatie-wetsvoorstel-om-loonverschillen-tussen-mannen-en-vrouwen-tegen-te-gaan',
      role: 'Proposed: transposes Directive (EU) 2023/970 by amending the Wgbm/v, the Works Councils Act and the Waadi, with a target entry into force of 1 January 2027.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU law setting minimum pay transparency, reporting and enforcement rules; it binds the Netherlands, but reaches private employers only through the Dutch implementing act.',
    },
  ],
  regulator: {
    title:
      'College voor de Rechten van de Mens (Netherlands Institute for Human Rights), the national equality body',
    url: 'https://www.mensenrechten.nl/',
  },
  coverage:
    'In force: every employer, public or private, must pay women and men equally for equal work and work of equal value; there is no statutory pay-gap reporting duty. Proposed in the bill: transparency duties for all employers and pay-gap reporting for employers with 100 or more workers. Those with 150 or more would first report over calendar year 2027; those with 100–149 follow the Directive timeline (first report by 7 June 2031).',
  reporting:
    'Nothing has to be reported under current law. Proposed: the seven Article 9 indicators of the Directive (mean and median gender pay gap, the same for complementary or variable pay, the share of women and men receiving it, the share in each pay quartile, and gaps by category of workers), yearly for 250 or more workers and every three years for 100–249, plus a joint pay assessment where an unexplained average gap of at least 5% in a category is not remedied within six months.',
  recruitment:
    'No statutory duty today. Proposed: applicants receive the initial pay or its range before pay is negotiated, but the amended bill of 19 January 2026 does not require the range in the vacancy text itself; employers may not ask about pay history; vacancy notices and job titles must be gender-neutral.',
  enforcement:
    'In force: equal-pay claims go to the civil courts (back pay) or to the Netherlands Institute for Human Rights, whose opinions are not binding. Proposed: the Directive shift of the burden of proof and full compensation; the level of fines and the body that will receive and check pay reports depend on the final act and are not confirmed.',
  directive: {
    status: 'bill-or-draft',
    summary:
      'The bill "Wet implementatie Richtlijn loontransparantie mannen en vrouwen" was in public consultation from 26 March to 7 May 2025. On 15 September 2025 the government moved its target entry into force to 1 January 2027 (Kamerstuk 21501-31, nr. 800), after the 7 June 2026 EU deadline. An amended bill went to the Council of State on 19 January 2026. First reports for employers with 150 or more workers would cover calendar year 2027; employers with 100–149 follow the Directive timeline.',
    pending:
      'Not confirmed: the Council of State advice, submission of the bill to the Tweede Kamer, votes in both chambers, publication of the act, the filing date for the first reports, and whether 1 January 2027 will hold or slip further. Last checked on 21 November 2026; we found no later official step.',
    asOf: '2026-01-27',
    source: kamerstuk800,
  },
  deadlines: [
    {
      id: 'proposed-entry-into-force',
      date: '2027-01-01',
      title: 'Proposed entry into force of the Dutch pay transparency act',
      description:
        'Target date set by the government on 15 September 2025. From this date the recruitment, pay-criteria and information duties would apply, and calendar year 2027 would be the first reporting year for employers with 150 or more workers. The bill has not been passed.',
      status: 'proposed',
      source: kamerstuk800,
    },
    {
      id: 'first-report-100-149',
      date: '2031-06-07',
      title: 'First pay-gap report for employers with 100–149 workers',
      description:
        'Date fixed by Article 9 of the Directive for the first report of employers with 100–149 workers, then every three years. The Dutch bill keeps this timeline, but the duty reaches Dutch employers only once the implementing act is in force.',
      status: 'confirmed',
      source: {
        title: 'Directive (EU) 2023/970, Article 9 (EUR-Lex)',
        url: DIRECTIVE_ELI,
      },
    },
  ],
  sources: [
    {
      title:
        'Internet consultation on the draft bill, 26 March to 7 May 2025 (internetconsultatie.nl)',
      url: 'https://www.internetconsultatie.nl/',
    },
    {
      title: 'Tweede Kamer: parliamentary papers and bills (tweedekamer.nl)',
      url: 'https://www.tweedekamer.nl/',
    },
    {
      title: 'Wet op de ondernemingsraden (Works Councils Act), amended by the bill',
      url: 'https://wetten.overheid.nl/BWBR0002747/',
    },
  ],
  newsTags: ['netherlands', 'eu-pay-transparency-directive', 'transposition'],
};

export default netherlands;
