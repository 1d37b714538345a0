/** The address "Let us know." opens for a query that found nothing (SiteSettings.missingResultsUrl). */
export function missingResultsUrl(template: string, query: string): string {
  return template.replaceAll('{query}', encodeURIComponent(query));
}
