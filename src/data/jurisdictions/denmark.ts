import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const EQUAL_PAY_ACT_URL = 'https://www.retsinformation.dk/eli/lta/2019/156';

const consultation71101 = {
  title:
    'Draft bill amending the Equal Pay Act, public consultation 71101, 26 February to 27 March 2026 (search the number on hoeringsportalen.dk)',
  url: 'https://hoeringsportalen.dk/',
};

const equalPayAct = {
  title: 'Ligelønsloven, consolidated Act no. 156 of 22 February 2019 (retsinformation.dk)',
  url: EQUAL_PAY_ACT_URL,
};

const denmark: Jurisdiction = {
  id: 'denmark',
  name: 'Denmark',
  docPath: '/countries/denmark-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Lov om lige løn til mænd og kvinder (Ligelønsloven, Equal Pay Act), consolidated Act no. 156 of 2019',
      url: EQUAL_PAY_ACT_URL,
      role: 'In force: equal pay for the same work or work of equal value, the right of employees to disclose their own pay, and gender-segregated pay statistics for employers with at least 35 employees.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU law setting minimum pay transparency, reporting and enforcement rules; Denmark plans to transpose it by amending the Equal Pay Act.',
    },
  ],
  regulator: {
    title: 'Ligebehandlingsnævnet (Board of Equal Treatment), which decides equal-pay complaints',
    url: 'https://www.ligebehandlingsnaevnet.dk/en',
  },
  coverage:
    'In force: every employer must give women and men equal pay for the same work or work of equal value. Employers with at least 35 employees, of whom at least 10 women and 10 men share the same job function (DISCO-08 code), must have gender-segregated pay statistics. Proposed in the draft bill: pay reports for employers with 100 or more workers, with a conditional extension to some employers with 50–99.',
  reporting:
    'In force: gender-segregated pay statistics for the previous year, broken down by DISCO-08 job function and used to inform and consult employees; Statistics Denmark sends them free of charge by 1 September where the employer reports pay data to it, otherwise the employer prepares its own by 31 December. Proposed: Directive-style pay reports (yearly for 250 or more, every three years for 100–249) and joint pay assessments where an unexplained gap of at least 5% persists.',
  recruitment:
    'No statutory pay-range or pay-history rule today. Proposed: the draft bill follows Article 5 of the Directive, so applicants would receive the initial pay or its range before pay is negotiated, and employers could not ask about pay history.',
  enforcement:
    'In force: equal-pay claims go to the courts or to the Board of Equal Treatment, which can award the pay difference and compensation. Proposed: enforcement mainly through compensation, and a new body, Arbejdsmarkedets Institut for Ligeløn, to support and oversee the new duties.',
  directive: {
    status: 'bill-or-draft',
    summary:
      'A draft bill amending the Equal Pay Act was in public consultation (Høringsportalen 71101) from 26 February to 27 March 2026. It proposes entry into force on 1 January 2027, a first pay report on 1 September 2028 for employers with 150 or more workers (covering 2027), a base threshold of 100 workers and a conditional extension to 50–99. A general election was held on 24 March 2026. As at 23 June 2026 no bill had been tabled in the Folketing and nothing had been published on retsinformation.dk.',
    pending:
      'Not confirmed: tabling of the bill in the Folketing, its adoption, the final thresholds and dates, and the role of the proposed Arbejdsmarkedets Institut for Ligeløn. Last checked on 21 November 2026; we found no later official step.',
    asOf: '2026-06-23',
    source: consultation71101,
  },
  deadlines: [
    {
      id: 'own-pay-statistics',
      date: '2026-12-31',
      title: 'Employer-prepared gender-segregated pay statistics for the previous year',
      description:
        'Employers within the 35-employee rule that cannot use statistics from Statistics Denmark or their employer organisation (for example because they did not report pay data, or chose not to use them) must prepare their own statistics for the previous year by 31 December.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: equalPayAct,
    },
    {
      id: 'proposed-entry-into-force',
      date: '2027-01-01',
      title: 'Proposed entry into force of the amended Equal Pay Act',
      description:
        'Date proposed in the draft bill transposing the Directive. The bill had not been tabled in the Folketing as at 23 June 2026.',
      status: 'proposed',
      source: consultation71101,
    },
    {
      id: 'dst-pay-statistics',
      date: '2027-09-01',
      title: 'Statistics Denmark sends gender-segregated pay statistics',
      description:
        'By 1 September each year Statistics Denmark sends qualifying employers free statistics for the previous year, where their reported pay data allow it; the employer uses them to inform and consult employees about pay differences between women and men.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: equalPayAct,
    },
    {
      id: 'first-report-150-plus',
      date: '2028-09-01',
      title: 'First pay report for employers with 150 or more workers (proposed)',
      description:
        'Proposed first reporting date for employers with 150 or more workers, based on pay data for calendar year 2027; a year later than the Directive date of 7 June 2027.',
      status: 'proposed',
      source: consultation71101,
    },
  ],
  sources: [
    {
      title: 'Bill L 89 (2015–16) on gender-segregated pay statistics, as tabled (Folketinget)',
      url: 'https://www.ft.dk/samling/20151/lovforslag/l89/20151_l89_som_fremsat.htm',
    },
    {
      title: 'Beskæftigelsesministeriet (Ministry of Employment), which issued the draft bill',
      url: 'https://bm.dk/',
    },
    {
      title: 'Danmarks Statistik (Statistics Denmark), which produces the pay statistics',
      url: 'https://www.dst.dk/',
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default denmark;
