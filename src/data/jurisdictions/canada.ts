import type {Jurisdiction} from './types';

const canada: Jurisdiction = {
  id: 'canada',
  name: 'Canada',
  docPath: '/countries/canada-pay-transparency-reporting',
  membership: 'non-eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Pay Equity Act (Canada), S.C. 2018, c. 27, s. 416',
      url: 'https://laws-lois.justice.gc.ca/eng/acts/P-4.2/',
      role: 'Requires federally regulated employers with 10 or more employees to establish and maintain a pay equity plan and to file an annual statement with the Pay Equity Commissioner.',
    },
    {
      name: 'Employment Equity Act (Canada) and Employment Equity Regulations (SOR/96-470)',
      url: 'https://laws-lois.justice.gc.ca/eng/acts/E-5.401/',
      role: 'Requires federally regulated private-sector employers with 100 or more employees to report hourly wage, bonus, overtime pay and overtime hours gaps for the four designated groups in their annual employment equity report.',
    },
    {
      name: 'Pay Transparency Act (British Columbia)',
      url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/23018',
      role: 'Requires pay or a pay range in publicly advertised jobs, bans pay-history questions, protects employees who discuss pay and phases in annual pay transparency reports due by 1 November.',
    },
    {
      name: 'Employment Standards Act, 2000 (Ontario), Part III.1, added by the Working for Workers Four Act, 2024',
      url: 'https://www.ontario.ca/laws/statute/00e41',
      role: 'From 1 January 2026, sets what publicly advertised job postings must contain, including expected compensation or a compensation range.',
    },
    {
      name: 'O. Reg. 476/24: Rules and Exemptions re Job Postings (Ontario)',
      url: 'https://www.ontario.ca/laws/regulation/240476',
      role: 'Exempts employers with fewer than 25 employees, defines a publicly advertised job posting and caps the width of a compensation range.',
    },
    {
      name: 'Pay Equity Act (Quebec), CQLR c. E-12.001',
      url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/E-12.001',
      role: 'Requires enterprises with 10 or more employees to complete a pay equity exercise, audit its maintenance every five years and file an annual declaration with the CNESST.',
    },
    {
      name: 'Employment Standards Act (Prince Edward Island), sections 5.8 to 5.10',
      url: 'https://www.princeedwardisland.ca/en/information/workforce-advanced-learning-and-population/employment-legislation',
      role: 'Since 1 June 2022, bans pay-history questions, requires expected pay or a pay range in publicly advertised job postings and protects employees who ask about or disclose pay.',
    },
  ],
  regulator: {
    title: 'Pay Equity Commissioner, Canadian Human Rights Commission (federal pay equity)',
    url: 'https://www.payequitychrc.ca/en',
  },
  coverage:
    'Federal: employers under federal jurisdiction with 10 or more employees (Pay Equity Act); federally regulated private-sector employers with 100 or more employees (pay gap reporting under the Employment Equity Act). British Columbia: all provincially regulated employers for job postings and pay history; pay transparency reports for employers with 50 or more employees on 1 January from 2026. Ontario: employers with 25 or more employees on the day a job is publicly advertised. Quebec: enterprises with 10 or more employees (pay equity). Prince Edward Island: any employer that publicly advertises a job.',
  reporting:
    'Federal pay equity plans, an annual pay equity statement by 30 June and an updated plan at least every five years; federal pay gap data (hourly wages, bonus pay, overtime pay and overtime hours for women, Indigenous peoples, persons with disabilities and members of visible minorities) in the employment equity report due 1 June; British Columbia pay transparency reports on gender pay gaps, posted by 1 November; Quebec pay equity exercise, five-yearly maintenance audit and annual declaration to the CNESST.',
  recruitment:
    'British Columbia (from 1 November 2023), Ontario (from 1 January 2026, 25 or more employees) and Prince Edward Island (from 1 June 2022) require expected pay or a pay range in publicly advertised job postings; British Columbia and Prince Edward Island ban pay-history questions. Ontario caps ranges at a spread of $50,000, exempts pay above $200,000 and also requires disclosure of AI screening, whether a vacancy exists and a reply to interviewed candidates within 45 days.',
  enforcement:
    'Federal pay equity: the Pay Equity Commissioner can investigate complaints and issue orders, and the Act provides for administrative monetary penalties. Federal employment equity: the Labour Program receives and checks the annual reports. British Columbia: the Director of Pay Transparency oversees compliance. Ontario and Prince Edward Island: employment standards officers under each province’s Employment Standards Act. Quebec: the CNESST.',
  deadlines: [
    {
      id: 'employment-equity-report',
      date: '2027-06-01',
      title: 'Federal: employment equity report with pay gap data due (1 June)',
      description:
        'Federally regulated private-sector employers with 100 or more employees must file their annual employment equity report, including the pay gap data for the four designated groups, by 1 June.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Employment Equity Act (Justice Laws Website)',
        url: 'https://laws-lois.justice.gc.ca/eng/acts/E-5.401/',
      },
    },
    {
      id: 'pay-equity-annual-statement',
      date: '2027-06-30',
      title: 'Federal: Pay Equity Act annual statement due (30 June)',
      description:
        'Employers covered by the federal Pay Equity Act must file their annual statement with the Pay Equity Commissioner by 30 June each year.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Pay Equity Commissioner — know your pay equity obligations and deadlines',
        url: 'https://www.payequitychrc.ca/en/publications/know-your-pay-equity-obligations-and-deadlines',
      },
    },
    {
      id: 'bc-pay-transparency-report',
      date: '2027-11-01',
      title: 'British Columbia: pay transparency report due (1 November)',
      description:
        'Employers with 50 or more employees on 1 January must complete and post their pay transparency report by 1 November of that year.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Pay Transparency Act (BC Laws)',
        url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/23018',
      },
    },
  ],
  sources: [
    {
      title: 'Pay Equity Commissioner — know your pay equity obligations and deadlines',
      url: 'https://www.payequitychrc.ca/en/publications/know-your-pay-equity-obligations-and-deadlines',
    },
    {
      title:
        'Employment and Social Development Canada — pay gap reporting in federally regulated private-sector workplaces',
      url: 'https://www.canada.ca/en/employment-social-development/corporate/portfolio/labour/programs/employment-equity/pay-gap-reporting.html',
    },
    {
      title: 'Employment Equity Regulations, SOR/96-470 (Justice Laws Website)',
      url: 'https://laws-lois.justice.gc.ca/eng/regulations/SOR-96-470/',
    },
    {
      title:
        'Canada Gazette Part II — SI/2020-72, pay gap reporting amendments in force 1 January 2021',
      url: 'https://gazette.gc.ca/rp-pr/p2/2020/2020-11-25/html/si-tr72-eng.html',
    },
    {
      title:
        'CNESST — Commission des normes, de l’équité, de la santé et de la sécurité du travail (Quebec)',
      url: 'https://www.cnesst.gouv.qc.ca/',
    },
  ],
  newsTags: ['canada', 'global-compliance'],
};

export default canada;
