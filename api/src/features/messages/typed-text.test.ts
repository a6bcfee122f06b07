import { typedText } from './typed-text';

test('typed text loses its links and is cut short; plain names pass as they are', () => {
  expect(typedText('Win a prize at https://evil.example/x now')).toBe('Win a prize at now');
  expect(typedText('visit www.evil.com or bit.ly/abc today')).toBe('visit or today');
  expect(typedText('K.Ravi Kumar')).toBe('K.Ravi Kumar');
  expect(typedText('आशा राव')).toBe('आशा राव');
  const long = typedText('x'.repeat(200));
  expect([long.length, long.endsWith('…')]).toEqual([60, true]);
});
