import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const france: Jurisdiction = {
  id: 'france',
  name: 'France',
  docPath: '/countries/france-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Loi n° 2018-771 du 5 septembre 2018 pour la liberté de choisir son avenir professionnel',
      url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037367660',
      role: 'Created the Index de l’égalité professionnelle that employers with 50 or more employees must calculate, publish and declare every year.',
    },
    {
      name: 'Loi n° 2021-1774 du 24 décembre 2021 visant à accélérer l’égalité économique et professionnelle (loi Rixain)',
      url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044559192',
      role: 'Requires employers with 1,000 or more employees to publish the gender split of senior executives and management bodies and to meet minimum shares of 30% from 1 March 2026 and 40% from 1 March 2029.',
    },
    {
      name: 'Code du travail',
      url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072050',
      role: 'Holds the Index rules (articles L1142-8 and following), the Rixain representation rules and the penalty of up to 1% of payroll (article L2242-8).',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU minimum rules on pay transparency that France had to transpose by 7 June 2026; a transposition bill was still pending on 21 November 2026.',
    },
  ],
  regulator: {
    title: 'Ministère du Travail and the labour inspectorate (declarations are made on Egapro)',
    url: 'https://travail-emploi.gouv.fr/',
  },
  coverage:
    'Index de l’égalité professionnelle: employers with 50 or more employees. Loi Rixain representation duties: employers with 1,000 or more employees. The transposition bill sent to the social partners on 6 March 2026 would keep 50 employees as the floor, but it was not law on 21 November 2026.',
  reporting:
    'By 1 March each year: calculate the Index (score out of 100) for the previous 12-month reference period, publish the overall score and each indicator on the company website and declare them on Egapro. Four indicators apply from 50 to 250 employees (pay gap, individual pay rises, pay rises on return from maternity leave, sex of the ten highest earners); above 250, promotions are a fifth, separate indicator. A score below 85 requires published progress targets; below 75, corrective measures. Employers with 1,000 or more employees also publish and declare the share of women and men among senior executives (cadres dirigeants) and members of management bodies (instances dirigeantes) by 1 March.',
  enforcement:
    'The labour inspectorate checks declarations. The Code du travail allows a financial penalty of up to 1% of payroll, notably where the Index is not published or corrective measures are missing, and where a score below 75 is not brought up within three years. Missing the Rixain minimum shares can also lead to a penalty of up to 1% of payroll after a compliance period.',
  directive: {
    status: 'bill-or-draft',
    summary:
      'On 6 March 2026 the government sent the private-sector part of a transposition bill (projet de loi) to the social partners. As reported, it would replace the current Index with a new seven-indicator index, keep employers with 50 or more employees in scope, require yearly declarations from 250 employees and three-yearly declarations from 50 to 249, require the pay or a pay range in job offers, and bring most measures into effect at least one year after the law is published. It was not expected to be debated in Parliament before summer 2026.',
    pending:
      'No transposing law had been published in the Journal officiel (Légifrance) as at 21 November 2026, so the 7 June 2026 deadline was missed and the current Index rules still apply. Whether the bill has been tabled in Parliament, its final content and its start dates are unconfirmed (last checked 21 November 2026).',
    asOf: '2026-03-06',
    source: {
      title: 'Ministère du Travail (travail-emploi.gouv.fr)',
      url: 'https://travail-emploi.gouv.fr/',
    },
  },
  deadlines: [
    {
      id: 'rixain-30-percent',
      date: '2026-03-01',
      title: 'Loi Rixain: 30% minimum share applies',
      description:
        'From 1 March 2026, employers with 1,000 or more employees must have at least 30% of each sex among senior executives and among members of management bodies.',
      status: 'confirmed',
      source: {
        title: 'Loi n° 2021-1774 du 24 décembre 2021 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044559192',
      },
    },
    {
      id: 'eu-transposition-deadline',
      date: '2026-06-07',
      title: 'EU Pay Transparency Directive: transposition deadline (missed)',
      description:
        'Member States had to transpose Directive (EU) 2023/970 by 7 June 2026 (Art. 34). France had not adopted its transposition law by that date.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 34 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'index-declaration',
      date: '2027-03-01',
      title: 'Index de l’égalité professionnelle: publish and declare',
      description:
        'Employers with 50 or more employees publish their Index score and indicators and declare them on Egapro by 1 March. Current law still requires this; the transposition bill would replace the Index, but no law had been published on 21 November 2026.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Loi n° 2018-771 du 5 septembre 2018 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037367660',
      },
    },
    {
      id: 'rixain-declaration',
      date: '2027-03-01',
      title: 'Loi Rixain: publish and declare leadership gender split',
      description:
        'Employers with 1,000 or more employees publish and declare on Egapro the share of women and men among senior executives and members of management bodies by 1 March.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Loi n° 2021-1774 du 24 décembre 2021 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044559192',
      },
    },
    {
      id: 'eu-first-pay-gap-reports',
      date: '2027-06-07',
      title: 'Directive date: first pay gap reports for 150 or more workers',
      description:
        'The Directive sets 7 June 2027 for first reports (2026 data) by employers with 250 or more workers (then yearly) and 150 to 249 (then every three years). In France this binds employers only once a transposition law is in force; the draft bill reportedly delays most measures.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'rixain-40-percent',
      date: '2029-03-01',
      title: 'Loi Rixain: 40% minimum share applies',
      description:
        'From 1 March 2029, employers with 1,000 or more employees must have at least 40% of each sex among senior executives and among members of management bodies.',
      status: 'confirmed',
      source: {
        title: 'Loi n° 2021-1774 du 24 décembre 2021 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044559192',
      },
    },
    {
      id: 'eu-reports-100-149',
      date: '2031-06-07',
      title: 'Directive date: first pay gap reports for 100 to 149 workers',
      description:
        'The Directive sets 7 June 2031 for first reports by employers with 100 to 149 workers (then every three years). It applies in France only through the national transposition law, which may set its own, lower thresholds.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
  ],
  sources: [
    {
      title: 'Egapro: Index and representation declarations (Ministère du Travail)',
      url: 'https://egapro.travail.gouv.fr/',
    },
    {
      title: 'Ministère du Travail (travail-emploi.gouv.fr)',
      url: 'https://travail-emploi.gouv.fr/',
    },
    {title: 'Directive (EU) 2023/970 (EUR-Lex)', url: DIRECTIVE_ELI},
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default france;
