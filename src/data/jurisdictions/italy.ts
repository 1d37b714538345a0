import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const ART_46 =
  'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2006;198~art46';
const CODE =
  'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2006-04-11;198';
const GAZZETTA = 'https://www.gazzettaufficiale.it/';

const italy: Jurisdiction = {
  id: 'italy',
  name: 'Italy',
  docPath: '/countries/italy-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Decreto legislativo 11 aprile 2006, n. 198 — Codice delle pari opportunità tra uomo e donna (Equal Opportunities Code), as amended by Law 162/2021',
      url: CODE,
      role: 'Article 46 requires employers with more than 50 employees to file a report on male and female staff, including pay actually paid, every two years; the Code also provides for the gender equality certification.',
    },
    {
      name: 'Legislative Decree no. 96/2026 transposing Directive (EU) 2023/970 (as reported; confirm on the Gazzetta Ufficiale)',
      url: GAZZETTA,
      role: 'Reported as Italy’s transposition of the Directive, published in the Gazzetta Ufficiale on 1 June 2026 and in force from 7 June 2026; the number and content come from secondary sources and are pending confirmation on the official gazette.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU minimum rules on pay transparency, transposition deadline 7 June 2026.',
    },
  ],
  regulator: {
    title:
      'Ministry of Labour and Social Policies (receives the biennial reports; reported monitoring body under the transposing decree) and the National Labour Inspectorate',
    url: 'https://www.lavoro.gov.it/',
  },
  coverage:
    'Biennial staff report (Art. 46, Equal Opportunities Code): public and private employers with more than 50 employees; those with up to 50 may file voluntarily. As reported for Legislative Decree no. 96/2026: all public and private employers for recruitment transparency, pay criteria and the right to information, with pay gap reporting from 100 workers on the Directive timeline.',
  reporting:
    'Every two years, file online on the Ministry of Labour’s model a report on the situation of male and female staff (hiring, training, promotion, levels, changes of category, wage-guarantee fund use, dismissals, early retirement and retirement, and pay actually paid) and send it to the company union representatives. As reported for the transposing decree: pay gap reports by employers with 250 or more workers yearly and 150 to 249 every three years from 7 June 2027, 100 to 149 every three years from 7 June 2031, and a joint pay assessment where an unjustified gap of 5% or more in a category of workers is not remedied.',
  recruitment:
    'As reported for Legislative Decree no. 96/2026 (pending confirmation on the Gazzetta Ufficiale): job adverts must state the initial pay or its range, and employers, including third-party recruiters acting for them, may not ask applicants about their pay history.',
  enforcement:
    'For the biennial report, the labour inspectorate invites an employer that has not filed to do so; continued failure leads to administrative sanctions and, if prolonged, to suspension of contribution relief (Art. 46). Penalties under the transposing decree are to be confirmed on the official text.',
  directive: {
    status: 'transposed',
    summary:
      'Reported as transposed by Legislative Decree no. 96/2026: preliminary approval by the Council of Ministers on 5 February 2026, final approval reported on 30 April 2026, publication in the Gazzetta Ufficiale on 1 June 2026 and entry into force on 7 June 2026. Secondary trackers list Italy among the few Member States with a full transposing measure in force by the deadline.',
    pending:
      'The decree number, dates and content come from secondary sources and are pending confirmation on gazzettaufficiale.it (last checked 21 November 2026). Sources conflict on whether apprentices, domestic workers and intermittent workers are excluded; this is unconfirmed for the final text.',
    asOf: '2026-06-07',
    source: {
      title: 'Gazzetta Ufficiale della Repubblica Italiana (gazzettaufficiale.it)',
      url: GAZZETTA,
    },
  },
  deadlines: [
    {
      id: 'eu-transposition-deadline',
      date: '2026-06-07',
      title: 'Transposition deadline; Italian decree reported in force',
      description:
        'Member States had to transpose Directive (EU) 2023/970 by 7 June 2026 (Art. 34). Legislative Decree no. 96/2026 is reported to have entered into force on that date, pending confirmation on the Gazzetta Ufficiale.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 34 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'eu-first-pay-gap-reports',
      date: '2027-06-07',
      title: 'First pay gap reports for 150 or more workers',
      description:
        'The Directive sets 7 June 2027 for first reports (2026 data) by employers with 250 or more workers (then yearly) and 150 to 249 (then every three years). The Italian decree is reported to keep these dates; confirm against the official text.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'art-46-biennial-report',
      date: '2028-04-30',
      title: 'Biennial staff report for 2026–2027',
      description:
        'Employers with more than 50 employees file the Art. 46 report on male and female staff for the two years 2026 and 2027 on the Ministry of Labour portal; the implementing rules set 30 April of the year after each two-year period.',
      status: 'confirmed',
      source: {title: 'Art. 46, Decreto legislativo 198/2006 (Normattiva)', url: ART_46},
    },
    {
      id: 'eu-reports-100-149',
      date: '2031-06-07',
      title: 'First pay gap reports for 100 to 149 workers',
      description:
        'The Directive sets 7 June 2031 for first reports by employers with 100 to 149 workers (then every three years). The Italian decree is reported to keep this date.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
  ],
  sources: [
    {
      title: 'Art. 46, Decreto legislativo 198/2006: report on the situation of staff (Normattiva)',
      url: ART_46,
    },
    {
      title: 'Ministero del Lavoro e delle Politiche Sociali (lavoro.gov.it)',
      url: 'https://www.lavoro.gov.it/',
    },
    {title: 'Gazzetta Ufficiale della Repubblica Italiana', url: GAZZETTA},
    {title: 'Directive (EU) 2023/970 (EUR-Lex)', url: DIRECTIVE_ELI},
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default italy;
