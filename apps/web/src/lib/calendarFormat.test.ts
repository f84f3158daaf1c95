import { describe, expect, it } from 'vitest';
import { dayMonthText } from './calendarFormat';

describe('dayMonthText', () => {
  it("writes the API's sowing window in the reader's language, the days unchanged", () => {
    expect(dayMonthText('15 Jun – 15 Jul', 'en')).toBe('15 Jun – 15 Jul');
    const hindi = dayMonthText('15 Jun – 5 Jul', 'hi');
    expect(hindi).not.toMatch(/[A-Za-z]/);
    expect(hindi).toMatch(/^15 जून – 5 जुल/);
  });

  it('leaves text that is not a day and month as it is', () => {
    expect(dayMonthText('—', 'hi')).toBe('—');
    expect(dayMonthText('15 Foo', 'hi')).toBe('15 Foo');
  });
});
