/** Where the calendar files are served; shared by the plugin and the pages that link to them. */
export const ALL_DEADLINES_FILE = '/calendar/pay-transparency-deadlines.ics';

export const calendarPath = (jurisdictionId: string) => `/calendar/${jurisdictionId}.ics`;
