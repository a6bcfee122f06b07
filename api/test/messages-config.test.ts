import { ConfigError, loadConfig } from '../src/config';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };

describe('message settings', () => {
  test('defaults: no channel on, reminders 24 hours and 2 hours before, polled every second', () => {
    const { messages } = loadConfig(base);
    expect(messages).toMatchObject({
      smtpUrl: undefined,
      whatsapp: undefined,
      clinicInbox: undefined,
      mailFrom: 'Sunrise Hearing <care@sunrisehearing.in>',
      reminderLeads: [1440, 120],
      pollMs: 1000,
      maxAttempts: 8,
    });
  });

  test('the WhatsApp keys turn it on, with Meta’s address unless another is given', () => {
    const on = loadConfig({ ...base, WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '1234567890' }).messages.whatsapp;
    expect(on).toEqual({ token: 'EAAG-token', phoneNumberId: '1234567890', apiUrl: 'https://graph.facebook.com' });
  });

  test('REMINDER_LEADS: whole minutes, largest first, empty for none', () => {
    expect(loadConfig({ ...base, REMINDER_LEADS: '60, 1440,60' }).messages.reminderLeads).toEqual([1440, 60]);
    expect(loadConfig({ ...base, REMINDER_LEADS: '' }).messages.reminderLeads).toEqual([]);
  });

  test.each([
    [{ REMINDER_LEADS: '24h' }, /REMINDER_LEADS=24h must be whole minutes/],
    [{ REMINDER_LEADS: '0' }, /REMINDER_LEADS/],
    [{ WHATSAPP_TOKEN: 'EAAG-token' }, /both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID/],
    [{ SMTP_URL: 'mail.example.in:587' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ CLINIC_INBOX: 'front desk' }, /CLINIC_INBOX: must be an email address/],
    [{ MESSAGE_MAX_ATTEMPTS: '0' }, /MESSAGE_MAX_ATTEMPTS/],
  ])('refuses to start with %j, saying what to set', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
