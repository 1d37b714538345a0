import {describe, expect, it} from 'vitest';
import {calendarName} from './index';

describe('calendarName', () => {
  it('says when a jurisdiction has no dates yet, so an empty calendar is not a mystery', () => {
    expect(calendarName('Site', {name: 'Poland', deadlines: []})).toBe(
      'Site: Poland deadlines (none recorded yet)',
    );
    const date = {date: '2027-06-07'} as Parameters<typeof calendarName>[1]['deadlines'][number];
    expect(calendarName('Site', {name: 'Germany', deadlines: [date]})).toBe(
      'Site: Germany deadlines',
    );
  });
});
