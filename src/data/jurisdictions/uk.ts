import type {Jurisdiction} from './types';

const whenToReport = {
  title: 'GOV.UK — gender pay gap reporting: when to report',
  url: 'https://www.gov.uk/government/publications/gender-pay-gap-reporting-guidance-for-employers/when-to-report',
};

const uk: Jurisdiction = {
  id: 'uk',
  name: 'United Kingdom',
  docPath: '/countries/uk-pay-transparency-reporting',
  membership: 'non-eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Equality Act 2010 (Gender Pay Gap Information) Regulations 2017 (SI 2017/172)',
      url: 'https://www.legislation.gov.uk/uksi/2017/172',
      role: 'Requires private and voluntary sector employers with 250 or more employees on 5 April to publish six gender pay gap figures and a written statement within 12 months.',
    },
    {
      name: 'Equality Act 2010 (Specific Duties and Public Authorities) Regulations 2017 (SI 2017/353)',
      url: 'https://www.legislation.gov.uk/uksi/2017/353',
      role: 'Applies the same six figures to listed public authorities with 250 or more employees, using a 31 March snapshot date and a 30 March deadline.',
    },
    {
      name: 'Equality Act 2010',
      url: 'https://www.legislation.gov.uk/ukpga/2010/15',
      role: 'Gives women and men the right to equal pay for equal work and makes pay secrecy terms unenforceable against employees who discuss pay to find out whether there is discrimination (section 77).',
    },
    {
      name: 'Employment Rights Act 2025 (c. 36)',
      url: 'https://www.legislation.gov.uk/ukpga/2025/36',
      role: 'Section 33 inserts section 78A into the Equality Act 2010, creating a power to require employers with 250 or more employees to publish equality action plans on the gender pay gap and menopause support.',
    },
  ],
  regulator: {
    title: 'Equality and Human Rights Commission (enforcement)',
    url: 'https://www.equalityhumanrights.com/',
  },
  coverage:
    'Employers in England, Scotland and Wales with 250 or more employees on their snapshot date, counted per legal entity: private and voluntary sector employers (and public bodies not listed in the public-sector regulations) use 5 April; most public authority employers use 31 March.',
  reporting:
    'Six figures each year: mean and median gender pay gap in hourly pay, mean and median bonus gap, the proportion of men and of women receiving a bonus, and the proportion of men and women in each of four hourly pay quarters. Report on the government’s gender pay gap service and publish on the employer’s own website; private and voluntary sector employers add a written statement signed by a senior person. A supporting narrative and action plan are optional.',
  enforcement:
    'The Equality and Human Rights Commission can enforce a failure to report, using its powers to investigate unlawful acts and to seek court orders. Equal pay claims go to employment tribunals.',
  deadlines: [
    {
      id: 'public-sector-deadline',
      date: '2027-03-30',
      title: 'Public authorities: report and publish (30 March)',
      description:
        'Most public authority employers with 250 or more employees must report and publish the figures for their 31 March 2026 snapshot by 30 March 2027.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: whenToReport,
    },
    {
      id: 'public-sector-snapshot',
      date: '2027-03-31',
      title: 'Public authorities: snapshot date (31 March)',
      description:
        'Most public authority employers take their headcount and pay data for the next report on 31 March.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: whenToReport,
    },
    {
      id: 'private-sector-deadline',
      date: '2027-04-04',
      title: 'Private and voluntary sector: report and publish (4 April)',
      description:
        'Private, voluntary and other employers with 250 or more employees must report and publish the figures and written statement for their 5 April 2026 snapshot by 4 April 2027.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: whenToReport,
    },
    {
      id: 'private-sector-snapshot',
      date: '2027-04-05',
      title: 'Private and voluntary sector: snapshot date (5 April)',
      description:
        'Private, voluntary and other employers take their headcount and pay data for the next report on 5 April; bonus data covers the 12 months ending on that date.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: whenToReport,
    },
  ],
  sources: [
    {
      title: 'Gender pay gap service (GOV.UK)',
      url: 'https://gender-pay-gap.service.gov.uk',
    },
    {
      title: 'GOV.UK — gender pay gap reporting (guidance collection)',
      url: 'https://www.gov.uk/government/collections/gender-pay-gap-reporting',
    },
    {
      title: 'GOV.UK — the gender pay gap data you must gather',
      url: 'https://www.gov.uk/guidance/the-gender-pay-gap-data-you-must-gather',
    },
    {
      title:
        'GOV.UK — Equality (Race and Disability) Bill consultation outcome, Annex A: draft primary legislation',
      url: 'https://www.gov.uk/government/consultations/equality-race-and-disability-bill-mandatory-ethnicity-and-disability-pay-gap-reporting/outcome/annex-a-draft-primary-legislation',
    },
    {
      title: 'Equality Act 2010, section 77 (discussions about pay)',
      url: 'https://www.legislation.gov.uk/ukpga/2010/15/section/77',
    },
  ],
  newsTags: ['united-kingdom', 'global-compliance'],
};

export default uk;
