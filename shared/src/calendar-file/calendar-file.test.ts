/** @jest-environment node */
// The node environment: `ics` needs nanoid's CommonJS build, which jsdom's browser conditions skip.
import { activateLanguage } from '@clinic/shared/i18n';
import { makeAppointment } from '@clinic/shared/testing';
import { buildCalendarFile, buildSeriesCalendarFile, calendarFileName, calendarText, seriesCalendarFileName } from '.';

const dtstart = (ics: string) => /^DTSTART:(\d{8}T\d{6}Z)$/m.exec(ics)?.[1];
/** The instant as the clinic's wall clock, read with Intl alone. */
const wallClock = (ics: string, timeZone: string) => {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(dtstart(ics)!)!.map(Number);
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!)),
  );
};

describe('the event starts at the clinic time, in the zone the api books in', () => {
  test.each([
    ['America/New_York', '30_11_2026', '10:00', '20261130T150000Z', '30/11/2026, 10:00'], // EST, UTC−5
    ['America/New_York', '2_7_2026', '10:00', '20260702T140000Z', '02/07/2026, 10:00'], // EDT, UTC−4
    ['America/New_York', '8_3_2026', '10:00', '20260308T140000Z', '08/03/2026, 10:00'], // the day clocks go forward
    ['America/New_York', '7_3_2026', '20:30', '20260308T013000Z', '07/03/2026, 20:30'], // the next day in UTC
    ['Asia/Kolkata', '5_3_2026', '10:30', '20260305T050000Z', '05/03/2026, 10:30'],
  ])('%s: %s %s starts at %s', (zone, slotDate, slotTime, utc, wall) => {
    const ics = buildCalendarFile(makeAppointment({ slotDate, slotTime }), zone);
    expect(dtstart(ics)).toBe(utc);
    expect(wallClock(ics, zone)).toBe(wall);
    expect(ics).toMatch(/^DURATION:PT30M$/m);
  });
});

test('a service’s event lasts the visit’s own length, not a consultation’s 30 minutes', () => {
  const fitting = makeAppointment({ slotDate: '5_3_2026', slotTime: '10:30', service: { id: 'hearing-aid-fitting', durationMinutes: 90 } });
  expect(buildCalendarFile(fitting, 'Asia/Kolkata')).toMatch(/^DURATION:PT90M$/m);
});

describe('text from the database cannot add lines of its own to the file', () => {
  const PROPERTY = /^[A-Z][A-Z-]*[;:]/;
  /** The names of the file's properties, folded lines unfolded (RFC 5545 3.1). */
  const properties = (ics: string) => {
    const lines = ics.split('\r\n');
    // Every line is a property or the folded rest of one; no other line break survives inside a line.
    for (const line of lines) expect([line, line === '' || PROPERTY.test(line) || /^[ \t]/.test(line)]).toEqual([line, true]);
    expect(lines.join('')).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    return lines.filter((line) => PROPERTY.test(line)).map((line) => line.split(/[;:]/)[0]);
  };

  test.each([
    ['a bare CR', '\r'],
    ['a bare LF', '\n'],
    ['CRLF', '\r\n'],
    ['NEL', '\u0085'],
    ['a line separator', '\u2028'],
    ['a vertical tab and a form feed', '\u000b\u000c'],
  ])('%s in a name, speciality or address', (_, brk) => {
    const clean = buildCalendarFile(
      makeAppointment({ docData: { name: 'Dr. X', image: '', speciality: 'ENT', address: { line1: 'Road', line2: 'Town' } } }),
      'Asia/Kolkata',
    );
    const hostile = buildCalendarFile(
      makeAppointment({
        docData: {
          name: `Dr. X${brk}ATTENDEE:mailto:evil@example.com`,
          image: '',
          speciality: `ENT${brk}URL:http://evil.example`,
          address: { line1: `Road${brk}ORGANIZER:mailto:x@example.com`, line2: `${brk}BEGIN:VALARM${brk}` },
        },
      }),
      'Asia/Kolkata',
    );
    expect(properties(hostile)).toEqual(properties(clean));
    expect(hostile).toContain('SUMMARY:Appointment with Dr. X ATTENDEE:mailto:evil@example.com');
  });

  test('calendarText keeps ordinary text, accents and scripts as they are', () => {
    expect(calendarText('Dr. Zoë Ñúñez — ಡಾ. ಅನನ್ಯ')).toBe('Dr. Zoë Ñúñez — ಡಾ. ಅನನ್ಯ');
    expect(calendarText('a\r\nb\tc\u0000d')).toBe('a b c d');
  });
});

describe('the words of the file follow a language (issue 24)', () => {
  afterEach(() => activateLanguage('en'));
  const appointment = makeAppointment({
    slotDate: '1_12_2026',
    slotTime: '17:30',
    docData: { name: 'Dr. Ananya Iyer', image: '', speciality: 'Audiologist', address: { line1: 'Road', line2: 'Town' } },
  });
  /** A property's value, its folded lines (RFC 5545 3.1) joined again. */
  const property = (ics: string, name: string) =>
    new RegExp(`^${name}:(.*(?:\r\n[ \t].*)*)`, 'm').exec(ics)?.[1]?.replace(/\r\n[ \t]/g, '');

  test('English unless told otherwise: the title, the description and the file name as they always were', () => {
    const ics = buildCalendarFile(appointment, 'Asia/Kolkata');
    expect(property(ics, 'SUMMARY')).toBe('Appointment with Dr. Ananya Iyer');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Audiologist at Sunrise Hearing & Speech Clinic. Phone +91 98450 12345\\, e-mail care@sunrisehearing.in.',
    );
    expect(calendarFileName(appointment)).toBe('appointment-1_12_2026.ics');
    expect(seriesCalendarFileName(appointment)).toBe('sessions-from-1_12_2026.ics');
  });

  test.each([
    ['hi', 'Dr. Ananya Iyer के साथ अपॉइंटमेंट', /^Sunrise Hearing & Speech Clinic में Audiologist।/, 'अपॉइंटमेंट-1_12_2026.ics'],
    ['kn', 'Dr. Ananya Iyer ಅವರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್', /^Sunrise Hearing & Speech Clinic ನಲ್ಲಿ Audiologist\./, 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್-1_12_2026.ics'],
  ] as const)('in %s when asked, whatever the language on screen, which stays as it was', (lang, title, description, fileName) => {
    const ics = buildCalendarFile(appointment, 'Asia/Kolkata', lang);
    expect(property(ics, 'SUMMARY')).toBe(title);
    expect(property(ics, 'DESCRIPTION')).toMatch(description);
    // The instant does not depend on the words.
    expect(ics).toMatch(/^DTSTART:20261201T120000Z$/m);
    expect(calendarFileName(appointment, lang)).toBe(fileName);
    expect(buildCalendarFile(appointment, 'Asia/Kolkata')).toContain('SUMMARY:Appointment with Dr. Ananya Iyer');
  });

  test('the language on screen is the default (the Add to calendar download), and a series is told in it too', () => {
    activateLanguage('kn');
    expect(property(buildCalendarFile(appointment, 'Asia/Kolkata'), 'SUMMARY')).toBe('Dr. Ananya Iyer ಅವರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್');
    expect(calendarFileName(appointment)).toBe('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್-1_12_2026.ics');
    const series = buildSeriesCalendarFile([appointment, { ...appointment, _id: 'b', slotDate: '8_12_2026' }], 'Asia/Kolkata', 'hi');
    expect(series.match(/^SUMMARY:Dr\. Ananya Iyer के साथ अपॉइंटमेंट$/gm)).toHaveLength(2);
    expect(seriesCalendarFileName(appointment, 'hi')).toBe('सेशन-1_12_2026.ics');
  });
});
