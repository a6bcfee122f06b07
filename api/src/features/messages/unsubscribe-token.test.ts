import { createHmac } from 'node:crypto';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const ID = '5b0a6c1e-3d2f-4a8b-9c7d-0e1f2a3b4c5d';

describe('the unsubscribe token', () => {
  test('is URL-safe, names the user and its purpose, and verifies', () => {
    const token = signUnsubscribeToken(ID, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(`reminders:${ID}`);
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(ID);
    // The same user, the same link: a patient's older reminders keep working.
    expect(signUnsubscribeToken(ID, SECRET)).toBe(token);
  });

  test('refuses another secret, another user, another purpose, and any change', () => {
    const token = signUnsubscribeToken(ID, SECRET);
    const [, signature] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    const refused = [
      signUnsubscribeToken(ID, 'another-secret-0123456789abcdef012345'),
      `${Buffer.from(`reminders:${other}`).toString('base64url')}.${signature}`,
      `${Buffer.from(`payments:${ID}`).toString('base64url')}.${signature}`,
      token.slice(0, -1),
      `${token}A`,
      `${token}.x`,
      token.split('.')[0]!,
      `.${signature}`,
      '',
      '..',
      'reminders:' + ID,
    ];
    for (const bad of refused) expect([bad, verifyUnsubscribeToken(bad, SECRET)]).toEqual([bad, null]);
  });

  test('is signed with a key of its own, not the JWT secret; a link already sent under the secret still works', () => {
    const payload = `reminders:${ID}`;
    const underSecret = `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    expect(signUnsubscribeToken(ID, SECRET)).not.toBe(underSecret);
    expect(verifyUnsubscribeToken(underSecret, SECRET)).toBe(ID);
  });

  test('a token for nobody (an empty id) is refused even when correctly signed', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('', SECRET), SECRET)).toBeNull();
  });
});
