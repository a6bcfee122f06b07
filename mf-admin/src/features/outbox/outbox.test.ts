import { emptyTitle, formatMoment, laterMoment, outboxQuery, readStateParam } from './outbox';

test('a page of the outbox always names its page and size, and its state only when one is chosen', () => {
  expect(outboxQuery(1, '')).toEqual({ page: 1, limit: 20 });
  expect(outboxQuery(0, 'failed')).toEqual({ page: 1, limit: 20, state: 'failed' });
  expect(outboxQuery(3.7, 'sent')).toEqual({ page: 3, limit: 20, state: 'sent' });
});

test('a state in the address is one of the four, or else every state', () => {
  expect(readStateParam('failed')).toBe('failed');
  expect(readStateParam('skipped')).toBe('skipped');
  expect(readStateParam('bounced')).toBe('');
  expect(readStateParam('')).toBe('');
  expect(readStateParam(null)).toBe('');
});

test('besides when it was queued, a row tells when a message went, or when one waiting for later is due', () => {
  const base = { createdAt: '2026-05-12T05:00:00.000Z', runAt: '2026-05-12T05:00:00.000Z', sentAt: null };
  expect(laterMoment({ ...base, state: 'sent', sentAt: '2026-05-12T05:00:02.000Z' })).toEqual({
    label: 'Sent',
    at: '2026-05-12T05:00:02.000Z',
  });
  expect(laterMoment({ ...base, state: 'queued', runAt: '2026-05-13T04:30:00.000Z' })).toEqual({
    label: 'Due',
    at: '2026-05-13T04:30:00.000Z',
  });
  expect(laterMoment({ ...base, state: 'queued' })).toBeNull();
  expect(laterMoment({ ...base, state: 'failed' })).toBeNull();
});

test('an empty list names the state it was filtered by', () => {
  expect(emptyTitle('')).toBe('No messages yet');
  expect(emptyTitle('failed')).toBe('No failed messages');
});

test('a moment is shown at the clinic, whatever the reader’s zone', () => {
  expect(formatMoment('2026-05-12T20:00:00.000Z', 'Asia/Kolkata')).toEqual({
    date: '13 May 2026',
    time: expect.stringMatching(/^1:30\s?am$/i),
  });
});
