import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const ENTGTRANSPG = 'https://www.gesetze-im-internet.de/entgtranspg/';

const germany: Jurisdiction = {
  id: 'germany',
  name: 'Germany',
  docPath: '/countries/germany-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Entgelttransparenzgesetz (EntgTranspG) — Act to Promote Transparency of Pay between Women and Men, in force 6 July 2017',
      url: ENTGTRANSPG,
      role: 'Sets the equal pay rule, an individual right to information in establishments with more than 200 employees, a voluntary company review procedure for private employers with more than 500 employees, and a report on equality and equal pay for certain employers with more than 500 employees.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU minimum rules on pay transparency that Germany had to transpose by 7 June 2026; no transposing law had been promulgated by that date.',
    },
  ],
  regulator: {
    title:
      'Federal Ministry for Education, Family Affairs, Senior Citizens, Women and Youth (BMBFSFJ), responsible for the Act; no authority supervises it and claims go to the labour courts',
    url: 'https://www.bmfsfj.de/',
  },
  coverage:
    'All employers must pay women and men equally for equal work or work of equal value. Right to information: employees in establishments with more than 200 employees of the same employer (public service: offices with more than 200). Company review procedure: private employers with more than 500 employees are requested, not obliged, to carry one out. Report on equality and equal pay: employers with more than 500 employees that must prepare a management report under sections 264 and 289 of the Commercial Code (HGB).',
  reporting:
    'No yearly pay gap report yet. Employers caught by the reporting duty attach a report on equality and equal pay to their management report (Lagebericht) and publish it in the Bundesanzeiger: every five years if bound by or applying a collective pay agreement, otherwise every three years. It describes measures for equality and equal pay and their effects, with headcount and full-time/part-time numbers by sex. On request, employers (or the works council) answer individual information requests within three months, giving the pay-setting criteria and the statistical median of the comparator group’s monthly gross pay, extrapolated to full-time equivalents, plus up to two pay components.',
  enforcement:
    'The Act has no supervisory authority and no fines. It is enforced through the labour courts: equal pay claims under section 7, with the burden of proof shifting to an employer that fails to answer an information request (section 15(5), employers not bound by a collective agreement), and a ban on victimisation (section 9).',
  directive: {
    status: 'no-draft-reported',
    summary:
      'Germany missed the 7 June 2026 deadline: no transposing law had been promulgated at that date. An October 2024 ministerial draft of the previous government was not pursued. The 2025 coalition agreement promised a low-bureaucracy transposition, and an expert commission handed its recommendations to the federal women’s ministry on 7 November 2025 (among them: pay actually paid as the reporting basis, reporting through the parent company in groups, a full-time-equivalent basis, and letting a report with a gap below 5% rebut a presumption of discrimination).',
    pending:
      'The ministry planned a draft bill for early 2026. Whether a ministerial draft or a government bill has been published, and what it contains, is unconfirmed (last checked 21 November 2026). Until an amending law is promulgated, the Entgelttransparenzgesetz applies unchanged.',
    asOf: '2026-06-07',
    source: {
      title:
        'Federal Ministry for Education, Family Affairs, Senior Citizens, Women and Youth (bmfsfj.de)',
      url: 'https://www.bmfsfj.de/',
    },
  },
  deadlines: [
    {
      id: 'entgtranspg-in-force',
      date: '2017-07-06',
      title: 'Entgelttransparenzgesetz in force',
      description:
        'The Act entered into force on 6 July 2017. There is no fixed calendar date for its duties: information requests are answered within three months of receipt, and the equality report follows the employer’s management-report cycle.',
      status: 'confirmed',
      source: {title: 'Entgelttransparenzgesetz (gesetze-im-internet.de)', url: ENTGTRANSPG},
    },
    {
      id: 'eu-transposition-deadline',
      date: '2026-06-07',
      title: 'EU Pay Transparency Directive: transposition deadline (missed)',
      description:
        'Member States had to transpose Directive (EU) 2023/970 by 7 June 2026 (Art. 34). Germany had not promulgated a transposing law by that date.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 34 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'eu-first-pay-gap-reports',
      date: '2027-06-07',
      title: 'Directive date: first pay gap reports for 150 or more workers',
      description:
        'The Directive sets 7 June 2027 for first reports (2026 data) by employers with 250 or more workers (then yearly) and 150 to 249 (then every three years). It binds private employers in Germany only once a German transposition law is in force.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'eu-reports-100-149',
      date: '2031-06-07',
      title: 'Directive date: first pay gap reports for 100 to 149 workers',
      description:
        'The Directive sets 7 June 2031 for first reports by employers with 100 to 149 workers (then every three years). It applies in Germany only through the national transposition law.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
  ],
  sources: [
    {
      title:
        'Federal Ministry for Education, Family Affairs, Senior Citizens, Women and Youth (bmfsfj.de)',
      url: 'https://www.bmfsfj.de/',
    },
    {title: 'Directive (EU) 2023/970 (EUR-Lex)', url: DIRECTIVE_ELI},
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default germany;
