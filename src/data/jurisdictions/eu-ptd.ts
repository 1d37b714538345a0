import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const DIRECTIVE_TITLE = 'Directive (EU) 2023/970 (EUR-Lex)';

const euPtd: Jurisdiction = {
  id: 'eu-ptd',
  name: 'European Union — Pay Transparency Directive',
  docPath: '/eu-pay-transparency-directive',
  membership: 'eu-law',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Directive (EU) 2023/970 of the European Parliament and of the Council of 10 May 2023 (Pay Transparency Directive), OJ L 132, 17.5.2023, p. 21',
      url: DIRECTIVE_ELI,
      role: 'Sets minimum EU rules on pay transparency before and during employment, gender pay gap reporting, joint pay assessments, remedies and penalties, which each Member State must transpose into national law.',
    },
    {
      name: 'Treaty on the Functioning of the European Union, Article 157',
      url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:12016E157',
      role: 'Establishes the principle of equal pay for male and female workers for equal work or work of equal value; Article 157(3) is the legal basis of the Directive.',
    },
    {
      name: 'Directive 2006/54/EC on equal opportunities and equal treatment of men and women in matters of employment and occupation (recast)',
      url: 'https://eur-lex.europa.eu/eli/dir/2006/54/oj/eng',
      role: 'Prohibits sex discrimination in pay (Article 4); the Pay Transparency Directive builds on it and its enforcement chapter also applies to proceedings on those rights (Article 26 of Directive 2023/970).',
    },
  ],
  regulator: {
    title:
      'European Commission — national transposition measures notified for Directive (EU) 2023/970 (EUR-Lex)',
    url: 'https://eur-lex.europa.eu/legal-content/EN/NIM/?uri=CELEX:32023L0970',
  },
  coverage:
    'Public- and private-sector employers of every size in the EU, for all workers with an employment contract or employment relationship under national law, collective agreements or practice (Art. 2); the pre-employment rules of Art. 5 also protect job applicants. Pay-gap reporting under Art. 9 applies to employers with 100 or more workers; Member States may extend it to smaller employers.',
  reporting:
    'Employers with 100 or more workers report seven indicators (Art. 9(1)(a)–(g)): mean and median gender pay gaps, the same gaps for complementary or variable components, the share of women and men receiving such components, the share of women and men in each pay quartile, and the gap by category of workers split into basic and variable pay. Indicators (a)–(f) go to the national monitoring body; (g) goes to all workers and their representatives. Where the report shows a gap in average pay of at least 5% in any category of workers that is neither justified by objective, gender-neutral criteria nor remedied within six months of submitting the report, a joint pay assessment with workers’ representatives is required (Art. 10).',
  recruitment:
    'Applicants have the right to receive the initial pay or its range, based on objective, gender-neutral criteria, and any relevant collective-agreement provisions, early enough for an informed negotiation — for example in the vacancy notice or before the interview (Art. 5(1)). The Directive itself does not require the range to appear in the job advertisement. Employers may not ask about pay history (Art. 5(2)); vacancy notices and job titles must be gender-neutral (Art. 5(3)).',
  enforcement:
    'Member States must provide judicial procedures and a right to full compensation with no prior upper limit, including back pay, related bonuses and payments in kind (Arts. 14–16); the burden of proof shifts to an employer that has not met its transparency duties (Art. 18(2)); limitation periods of at least three years (Art. 21); effective, proportionate and dissuasive penalties that include fines and specific penalties for repeated infringements (Art. 23); measures in public procurement (Art. 24); and protection against victimisation (Art. 25). Amounts and procedures are set nationally.',
  deadlines: [
    {
      id: 'entry-into-force',
      date: '2023-06-06',
      title: 'Pay Transparency Directive enters into force',
      description:
        'The Directive entered into force on the twentieth day after its publication in the Official Journal on 17 May 2023.',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'transposition-deadline',
      date: '2026-06-07',
      title: 'Deadline for Member States to transpose the Directive',
      description:
        'Member States had to bring into force the national laws needed to comply with the Directive by this date and communicate them to the Commission (Art. 34).',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'reports-250-plus',
      date: '2027-06-07',
      title: 'Pay-gap report due: employers with 250 or more workers',
      description:
        'Employers with 250 or more workers report the Art. 9 indicators for the previous calendar year by 7 June 2027 (2026 data) and then every year, as set out in national transposing law.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'first-report-150-249',
      date: '2027-06-07',
      title: 'First pay-gap report due: employers with 150 to 249 workers',
      description:
        'Employers with 150 to 249 workers submit their first Art. 9 report, covering calendar year 2026, by 7 June 2027, and then every three years.',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'eurostat-statistics',
      date: '2028-01-31',
      title: 'First national gender pay gap statistics due to Eurostat',
      description:
        'Member States send the Commission (Eurostat) their first annual set of national gender pay gap data, for reference year 2026 (Art. 31).',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'first-report-100-149',
      date: '2031-06-07',
      title: 'First pay-gap report due: employers with 100 to 149 workers',
      description:
        'Employers with 100 to 149 workers submit their first Art. 9 report, covering the previous calendar year, by 7 June 2031, and then every three years.',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'member-state-report',
      date: '2031-06-07',
      title: 'Member States report to the Commission on application',
      description:
        'Member States communicate to the Commission the information on how the Directive has been applied, for the Commission’s review (Art. 35).',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
    {
      id: 'commission-report',
      date: '2033-06-07',
      title: 'Commission report on implementation',
      description:
        'The Commission reports to the European Parliament and the Council on the implementation of the Directive (Art. 35).',
      status: 'confirmed',
      source: {title: DIRECTIVE_TITLE, url: DIRECTIVE_ELI},
    },
  ],
  sources: [
    {
      title:
        'National transposition measures communicated by the Member States for Directive (EU) 2023/970 (EUR-Lex)',
      url: 'https://eur-lex.europa.eu/legal-content/EN/NIM/?uri=CELEX:32023L0970',
    },
    {
      title: 'Commission proposal COM(2021) 93 final of 4 March 2021 (EUR-Lex)',
      url: 'https://eur-lex.europa.eu/legal-content/EN/AUTO/?uri=CELEX%3A52021PC0093',
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default euPtd;
