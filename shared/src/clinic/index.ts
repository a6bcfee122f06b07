import { clinicFact } from './i18n';

export * from './services';

/** The clinic's facts, written once and used wherever they appear (header, footer, contact, chat). */
export const CLINIC = {
  name: 'Sunrise Hearing & Speech Clinic',
  shortName: 'Sunrise Hearing',
  phones: ['+91 98450 12345', '+91 80 4125 6789'],
  email: 'care@sunrisehearing.in',
  address: { line1: '12 Lakeview Road, Jayanagar 4th Block', line2: 'Bengaluru, Karnataka 560011' },
  // No opening hours here: they are the clinic's calendar (GET /api/clinic/hours), the same the slots use.
  /** The chat number in international form without `+`, as the messaging links want it. */
  chatNumber: '919845012345',
  chatGreeting: 'Hello! I would like to know more about your hearing and speech services.',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/sunrisehearingclinic' },
    { name: 'Instagram', url: 'https://www.instagram.com/sunrisehearingclinic' },
    { name: 'YouTube', url: 'https://www.youtube.com/@sunrisehearingclinic' },
  ],
  mapEmbedQuery: 'Jayanagar 4th Block, Bengaluru',
  /** A landmark that helps first-time visitors find the door. */
  landmark: 'Opposite Jayanagar 4th Block bus stand, first floor above Lakeview Pharmacy',
  copyrightYear: 2025,
} as const;

export type SocialNetwork = (typeof CLINIC.social)[number]['name'];

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

/**
 * Phones and tablets get the app's mobile link form. iPadOS reports a desktop Mac user agent, so a Mac
 * with a touch screen (more than one touch point) counts as a tablet.
 */
export function isPhoneOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  return MOBILE_UA.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * The chat link with its prefilled greeting, in the reader's language: the app's mobile form on phones and
 * tablets, its web form on desktops.
 */
export function chatLink(userAgent: string, maxTouchPoints = 0): string {
  const text = encodeURIComponent(clinicFact('chatGreeting'));
  return isPhoneOrTablet(userAgent, maxTouchPoints)
    ? `whatsapp://send?phone=${CLINIC.chatNumber}&text=${text}`
    : `https://web.whatsapp.com/send?phone=${CLINIC.chatNumber}&text=${text}`;
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export const mailLink = (subject?: string) => `mailto:${CLINIC.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** Opens the address in the visitor's maps app or site; a plain link, so the page itself fetches nothing. */
export const mapsLink = () =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${CLINIC.address.line1}, ${CLINIC.address.line2}`)}`;
export { useClinicT, translateClinic, specialityName, serviceName, doctorLanguageName, clinicFact, experienceText } from './i18n';
export { doctorTexts, type ShownDoctorTexts } from './doctor-texts';
