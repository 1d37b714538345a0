/**
 * Where the calendar files are served; shared by the deadline-calendar plugin,
 * the legal-data plugin's list of dates and the pages that link to them.
 */
export const ALL_DEADLINES_FILE = '/calendar/pay-transparency-deadlines.ics';

export const calendarPath = (jurisdictionId: string) => `/calendar/${jurisdictionId}.ics`;
