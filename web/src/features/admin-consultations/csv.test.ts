import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '@/lib/csv.ts';
import { bookingsCsv } from './routes/AdminConsultationsPage.tsx';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('confirmed')).toBe('confirmed');
    expect(csvField(15)).toBe('15');
    expect(csvField(false)).toBe('false');
  });
  it('writes nothing for null and undefined', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Riyadh, Jeddah')).toBe('"Riyadh, Jeddah"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
  it('keeps Arabic text as it is', () => {
    expect(csvField('استشارة، جدة')).toBe('استشارة، جدة');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, header first', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y'], [null, 'z']])).toBe('a,b\r\n1,"x,y"\r\n,z\r\n');
  });
  it('exports one row per booking with every column', () => {
    const booking = {
      id: 'b1', userId: 'u1', expertId: 'e1', expert: { displayName: 'Dr "Q", PhD' }, topic: 'taxation', duration: 20,
      start: '2026-01-01T09:00:00.000Z', end: '2026-01-01T09:20:00.000Z', status: 'completed' as const, lateCancellation: false,
      answers: {}, notes: 'line\nbreak', meeting: { roomName: 'bawabab1', meetingCode: 'bawabab1' }, conversationId: null,
      review: null, createdAt: '2025-12-01T00:00:00.000Z', updatedAt: '2025-12-01T00:00:00.000Z', statusNote: 'done',
    };
    const lines = bookingsCsv([booking]).split('\r\n');
    expect(lines[0]).toBe('id,start,end,duration,topic,expertId,expert,userId,status,lateCancellation,statusNote,notes,createdAt');
    // The note's own line break stays inside its quotes; only CRLF ends a record.
    expect(lines[1]).toBe('b1,2026-01-01T09:00:00.000Z,2026-01-01T09:20:00.000Z,20,taxation,e1,"Dr ""Q"", PhD",u1,completed,false,done,"line\nbreak",2025-12-01T00:00:00.000Z');
    expect(lines).toHaveLength(3);
  });
});
