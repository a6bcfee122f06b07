import { CLINIC, chatLink, isPhoneOrTablet, mailLink, mapsLink, telLink } from './index';
import english from './locales/en.json';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Tablet',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

const greeting = encodeURIComponent(CLINIC.chatGreeting);

test.each([
  ['an Android phone', UA.android, 0],
  ['an iPhone', UA.iphone, 5],
  ['an Android tablet', UA.androidTablet, 5],
  ['an iPad that reports a Mac user agent', UA.ipadOs, 5],
])('%s gets the mobile chat link with the greeting', (_name, userAgent, touchPoints) => {
  expect(isPhoneOrTablet(userAgent, touchPoints)).toBe(true);
  expect(chatLink(userAgent, touchPoints)).toBe(`whatsapp://send?phone=${CLINIC.chatNumber}&text=${greeting}`);
});

test.each([
  ['Windows', UA.windows, 0],
  ['a Mac without a touch screen', UA.ipadOs, 0],
])('a desktop (%s) gets the web chat link with the greeting', (_name, userAgent, touchPoints) => {
  expect(isPhoneOrTablet(userAgent, touchPoints)).toBe(false);
  expect(chatLink(userAgent, touchPoints)).toBe(`https://web.whatsapp.com/send?phone=${CLINIC.chatNumber}&text=${greeting}`);
});

test('phone, mail and maps links are built from the one set of clinic facts', () => {
  expect(telLink('+91 98450 12345')).toBe('tel:+919845012345');
  expect(mailLink()).toBe(`mailto:${CLINIC.email}`);
  expect(mailLink('Hearing aid repair')).toBe(`mailto:${CLINIC.email}?subject=Hearing%20aid%20repair`);
  expect(decodeURIComponent(mapsLink())).toContain(CLINIC.address.line1);
});

test('the facts the spec fixes: two phones and the 2025 copyright; no second copy of the opening hours', () => {
  expect(CLINIC.phones).toHaveLength(2);
  expect(CLINIC.copyrightYear).toBe(2025);
  expect(CLINIC).not.toHaveProperty('hours');
});

test('the address the pages show in English is the one the maps link, receipts and messages use', () => {
  expect([english.fact.addressLine1, english.fact.addressLine2]).toEqual([CLINIC.address.line1, CLINIC.address.line2]);
});
