import type {Jurisdiction} from './types';

const wgeaPrivateDates = {
  title: 'WGEA — private sector reporting dates',
  url: 'https://wgea.gov.au/reporting-guide/private-sector/overview/dates',
};

const wgeaPublicDates = {
  title: 'WGEA — Commonwealth public sector reporting dates',
  url: 'https://www.wgea.gov.au/reporting/reporting-guide/dates/public-dates',
};

const australia: Jurisdiction = {
  id: 'australia',
  name: 'Australia',
  docPath: '/countries/australia-wgea-gender-pay-reports-due-may-31',
  membership: 'non-eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Workplace Gender Equality Act 2012 (Cth)',
      url: 'https://www.legislation.gov.au/C2004A03332/latest/text',
      role: 'Requires private-sector employers with 100 or more employees in Australia, and Commonwealth public-sector employers of that size, to lodge an annual Gender Equality Report with WGEA against six gender equality indicators.',
    },
    {
      name: 'Workplace Gender Equality Amendment (Closing the Gender Pay Gap) Act 2023 (Cth), No. 18, 2023',
      url: 'https://www.legislation.gov.au/C2023A00018/asmade/text',
      role: 'Requires WGEA to publish employer-level gender pay gaps, makes employers give their WGEA reports to their governing body and adds sexual harassment, harassment on the ground of sex and discrimination as a sixth gender equality indicator.',
    },
    {
      name: 'Workplace Gender Equality Amendment (Setting Gender Equality Targets) Act 2025 (Cth), No. 25, 2025',
      url: 'https://www.legislation.gov.au/C2025A00025/asmade/text',
      role: 'Requires employers with 500 or more employees to select three gender equality targets from a set menu and to meet or improve on them over a three-year cycle.',
    },
  ],
  regulator: {
    title: 'Workplace Gender Equality Agency (WGEA)',
    url: 'https://www.wgea.gov.au/',
  },
  coverage:
    'Private-sector employers with 100 or more employees in Australia (and registered higher education providers) report each year; Commonwealth public-sector employers with 100 or more employees report under a separate calendar-year programme. An employer keeps reporting until it has had fewer than 80 employees for six months or more of a reporting period. Employers with 500 or more employees must also meet gender equality standards and select gender equality targets.',
  reporting:
    'An annual Gender Equality Report in three parts: a Workplace Profile (every employee on one snapshot date, with base salary and total remuneration), Workforce Management Statistics (movements over the 12-month period) and a questionnaire on policies and actions against six gender equality indicators. WGEA calculates and publishes each employer’s mean and median gender pay gaps for base salary and total remuneration and its gender composition by pay quartile. The Executive Summary and Industry Benchmark Report must be given to the governing body.',
  enforcement:
    'No fines under the Act. Employers that fail to comply can be named publicly by WGEA and may become ineligible to tender for Commonwealth contracts and for some Commonwealth grants. Compliant employers receive a certificate of compliance.',
  deadlines: [
    {
      id: 'public-sector-period-end',
      date: '2026-12-31',
      title: 'Commonwealth public sector: reporting period ends',
      description:
        'The Commonwealth public-sector reporting period is the calendar year; data for 1 January to 31 December is lodged between 1 September and 31 October of the following year.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: wgeaPublicDates,
    },
    {
      id: 'private-sector-period-end',
      date: '2027-03-31',
      title: 'Private sector: reporting period ends',
      description:
        'The private-sector reporting period runs from 1 April to 31 March. The Workplace Profile snapshot must fall on a date inside this period; lodgement opens on 1 April.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: wgeaPrivateDates,
    },
    {
      id: 'private-sector-lodgement',
      date: '2027-05-31',
      title: 'Private sector: Gender Equality Report due (31 May)',
      description:
        'Private-sector employers with 100 or more employees must lodge their Gender Equality Report with WGEA between 1 April and 31 May. Any extension must be applied for by 31 May.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: wgeaPrivateDates,
    },
    {
      id: 'public-sector-lodgement',
      date: '2027-10-31',
      title: 'Commonwealth public sector: Gender Equality Report due (31 October)',
      description:
        'Commonwealth public-sector employers with 100 or more employees must lodge their report between 1 September and 31 October, or apply for a one-month extension within that window.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: wgeaPublicDates,
    },
  ],
  sources: [
    {
      title: 'WGEA — reporting extensions (private sector)',
      url: 'https://wgea.gov.au/reporting/reporting-guide/extensions',
    },
    {
      title: 'WGEA — how employer gender pay gaps are calculated and published',
      url: 'https://www.wgea.gov.au/reporting-guide/private-sector/next-steps/gpg',
    },
    {
      title: 'WGEA — publishing employer gender pay gaps (FAQ)',
      url: 'https://www.wgea.gov.au/about/our-legislation/publishing-employer-gender-pay-gaps',
    },
    {
      title: 'WGEA — gender equality targets: compliance requirements',
      url: 'https://www.wgea.gov.au/reporting/reporting-guide/compliance/targets',
    },
    {
      title: 'WGEA — Commonwealth public sector eligibility',
      url: 'https://wgea.gov.au/reporting-guide/ps/eligibility',
    },
    {
      title: 'Fair Work Act 2009 (Cth) — pay secrecy provisions (Federal Register of Legislation)',
      url: 'https://www.legislation.gov.au/C2009A00028/latest/text',
    },
  ],
  newsTags: ['australia', 'global-compliance'],
};

export default australia;
