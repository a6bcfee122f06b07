import { formatReceived, inboxQuery, preview, replyLinks } from './inbox';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

test('a page of the Inbox always names its page and size', () => {
  expect(inboxQuery(1)).toEqual({ page: 1, limit: 20 });
  expect(inboxQuery(0)).toEqual({ page: 1, limit: 20 });
  expect(inboxQuery(3.7)).toEqual({ page: 3, limit: 20 });
});

test('the time a message came is shown at the clinic', () => {
  expect(formatReceived('2026-05-12T05:02:00.000Z', 'Asia/Kolkata')).toEqual({
    date: '12 May 2026',
    time: expect.stringMatching(/^10:32\s?am$/i),
  });
  expect(formatReceived('2026-05-12T20:00:00.000Z', 'Asia/Kolkata')).toEqual({
    date: '13 May 2026',
    time: expect.stringMatching(/^1:30\s?am$/i),
  });
});

test('a preview is one line, cut at a word-friendly length with an ellipsis', () => {
  expect(preview('Hello\n\nthere  friend')).toBe('Hello there friend');
  const long = preview('word '.repeat(40), 20);
  expect(long).toHaveLength(20);
  expect(long.endsWith('…')).toBe(true);
});

test('e-mail and phone become a reply by e-mail (subject kept), a call and a chat', () => {
  expect(replyLinks({ email: 'asha@example.com', phone: '+919845000000', subject: 'Hearing test' }, DESKTOP)).toEqual([
    { label: 'Reply by e-mail to asha@example.com', href: 'mailto:asha@example.com?subject=Re%3A%20Hearing%20test' },
    { label: 'Call +91 98450 00000', href: 'tel:+919845000000' },
    { label: 'Chat on WhatsApp with +91 98450 00000', href: 'https://web.whatsapp.com/send?phone=919845000000' },
  ]);
});

test('on a phone the chat opens the app; without a phone there is only the e-mail, without a subject one is given', () => {
  expect(replyLinks({ email: '', phone: '+447946095800', subject: '' }, PHONE).map((l) => l.href)).toEqual([
    'tel:+447946095800',
    'whatsapp://send?phone=447946095800',
  ]);
  expect(replyLinks({ email: 'rohan@example.in', phone: '', subject: '' }, DESKTOP)).toEqual([
    {
      label: 'Reply by e-mail to rohan@example.in',
      href: 'mailto:rohan@example.in?subject=Re%3A%20Your%20message%20to%20Sunrise%20Hearing',
    },
  ]);
});
