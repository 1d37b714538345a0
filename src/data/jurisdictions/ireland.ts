import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const principalRegulations = {
  title:
    'S.I. No. 264/2022 — Employment Equality Act 1998 (Section 20A) (Gender Pay Gap Information) Regulations 2022',
  url: 'https://www.irishstatutebook.ie/eli/2022/si/264/made/en/print',
};

const ireland: Jurisdiction = {
  id: 'ireland',
  name: 'Ireland',
  docPath: '/countries/ireland-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Gender Pay Gap Information Act 2021 (No. 20 of 2021)',
      url: 'https://www.irishstatutebook.ie/eli/2021/act/20/enacted/en/html',
      role: 'Inserts section 20A into the Employment Equality Act 1998, requiring regulations that oblige employers to publish gender pay gap information, and gives the WRC and IHREC enforcement roles.',
    },
    {
      name: 'Employment Equality Act 1998, section 20A (revised)',
      url: 'https://revisedacts.lawreform.ie/eli/1998/act/21/section/20A/revised/en/html',
      role: 'Lists the gender pay gap figures employers must publish and requires a statement of the reasons for any gap and the measures taken to reduce it.',
    },
    {
      name: 'Employment Equality Act 1998 (Section 20A) (Gender Pay Gap Information) Regulations 2022 (S.I. No. 264/2022), as amended in 2024 and 2025',
      url: 'https://www.irishstatutebook.ie/eli/2022/si/264/made/en/print',
      role: 'Sets the June snapshot date, the calculation rules and the publication duty; the 2024 and 2025 amendments lowered the threshold to 150 and then 50 employees and moved the deadline to five months after the snapshot.',
    },
  ],
  regulator: {
    title: 'Irish Human Rights and Equality Commission (IHREC)',
    url: 'https://www.ihrec.ie/',
  },
  coverage:
    'Public and private sector employers with 50 or more employees on their chosen June snapshot date (250 or more from 2022, 150 or more from 2024, 50 or more from 2025).',
  reporting:
    'Each year: mean and median hourly pay gaps for all employees, for part-time employees and for employees on temporary contracts; mean and median bonus gaps; the percentage of men and of women receiving a bonus and receiving benefits in kind; the percentage of men and women in each of four pay quartiles; and a statement of the reasons for any gap and the measures taken or proposed to reduce it. Figures cover the 12 months ending on the snapshot date and must be published within five months of it.',
  recruitment:
    'No statutory duty yet. The General Scheme of the Equality (Miscellaneous Provisions) Bill 2024 (published 15 January 2025) proposes pay or a pay range in job advertisements and a ban on asking applicants about pay history, to transpose Article 5 of the EU Directive; it had not been enacted when last checked on 21 November 2026.',
  enforcement:
    'An employee may complain to the Workplace Relations Commission, which can order the employer to comply; IHREC may apply to the Circuit Court or High Court for an order. There are no fines for failing to report under the current regime.',
  directive: {
    status: 'bill-or-draft',
    summary:
      'Ireland did not transpose Directive (EU) 2023/970 by the 7 June 2026 deadline. The General Scheme of the Equality (Miscellaneous Provisions) Bill 2024, published on 15 January 2025, covers Article 5 (pay information for applicants and a pay-history ban), and heads of a separate Pay Transparency Bill were reported to be in preparation. On 10 March 2026 the responsible department was reported as saying the deadline would be missed, that implementation would be phased and that employers would not be penalised for not having every element in place by June 2026.',
    pending:
      'No transposing Act had been found when this was last checked on 21 November 2026. Still open: the text and timing of the Pay Transparency Bill; how the existing June snapshot and November publication cycle will be aligned with the Directive’s reporting on the previous calendar year; the right to information, pay-secrecy ban, joint pay assessment and penalties; which body will act as monitoring body; and whether the central reporting portal announced for autumn 2025 is live.',
    asOf: '2026-11-21',
    source: {
      title: 'EUR-Lex — national transposition measures for Directive (EU) 2023/970',
      url: 'https://eur-lex.europa.eu/legal-content/EN/NIM/?uri=CELEX:32023L0970',
    },
  },
  deadlines: [
    {
      id: 'latest-publication-date',
      date: '2026-11-30',
      title: 'Latest possible publication date (30 June snapshot)',
      description:
        'Reports are due five months after the snapshot date the employer chose in June, so every deadline falls in November; an employer that chose 30 June must publish by 30 November.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: principalRegulations,
    },
    {
      id: 'snapshot-month',
      date: '2027-06-01',
      title: 'June snapshot month begins',
      description:
        'Choose any date in June as the snapshot date; headcount is taken on that date and the figures cover the 12 months ending on it. Employers with 50 or more employees on that date must report.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: principalRegulations,
    },
    {
      id: 'directive-first-reports',
      date: '2027-06-07',
      title: 'EU Directive: first pay gap reports for employers with 150 or more workers',
      description:
        'Article 9 of Directive (EU) 2023/970 requires Member States to ensure employers with 150 or more workers report on calendar year 2026 by 7 June 2027. How this will apply in Ireland depends on the transposing Act, which had not been enacted when last checked on 21 November 2026.',
      status: 'confirmed',
      source: {
        title: 'Directive (EU) 2023/970 (EUR-Lex)',
        url: DIRECTIVE_ELI,
      },
    },
  ],
  sources: [
    {
      title: 'Workplace Relations Commission',
      url: 'https://www.workplacerelations.ie/',
    },
    {
      title: 'Employment Equality Act 1998 (Irish Statute Book)',
      url: 'https://www.irishstatutebook.ie/eli/1998/act/21/enacted/en/html',
    },
    {
      title: 'Directive (EU) 2023/970 on pay transparency (EUR-Lex)',
      url: DIRECTIVE_ELI,
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default ireland;
