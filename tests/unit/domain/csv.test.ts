import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvRow, toCsv } from '../../../domain/shared/csv.ts';
import { csvLines } from '../../../domain/analytics/csv.ts';
import type { Analytics, Point } from '../../../domain/analytics/series.ts';

describe('the CSV writer (one for the whole app, issue 19)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses %j, which a spreadsheet would run as a formula', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and Arabic as they are', () => {
    expect(csvField('Riyadh, Jeddah')).toBe('"Riyadh, Jeddah"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('استشارة، جدة')).toBe('استشارة، جدة');
    expect(csvField('a-b=c')).toBe('a-b=c');
  });

  it('writes numbers as values (a negative number is not a formula), empties for null, objects as JSON', () => {
    expect(csvField(-4.5)).toBe('-4.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(false)).toBe('false');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('writes rows and CRLF lines', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,');
    expect(csvLine(['=x', 'y'])).toBe("'=x,y\r\n");
    expect(toCsv(['a', 'b'], [['1', 'x,y'], [null, '@z']])).toBe("a,b\r\n1,\"x,y\"\r\n,'@z\r\n");
  });

  it('guards the statistics CSV too, which had no formula guard', () => {
    const point = { bucket: '=1+1', onboardings: 2 } as unknown as Point;
    const analytics = { points: [point] } as unknown as Analytics;
    expect([...csvLines(analytics)]).toEqual(['bucket,metric,value', "'=1+1,onboardings,2"]);
  });
});
