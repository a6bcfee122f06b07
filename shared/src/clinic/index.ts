/** The clinic's facts, written once and used wherever they appear (header, footer, contact, chat). */
export const CLINIC = {
  name: 'Sunrise Hearing & Speech Clinic',
  shortName: 'Sunrise Hearing',
  phones: ['+91 98450 12345', '+91 80 4125 6789'],
  email: 'care@sunrisehearing.in',
  address: { line1: '12 Lakeview Road, Jayanagar 4th Block', line2: 'Bengaluru, Karnataka 560011' },
  /** Spec section 9: these differ from the slot hours on purpose. */
  hours: [
    { days: 'Mon to Sat', times: '10:00–1:30 and 5:30–8:00' },
    { days: 'Wed', times: '10:00–1:30' },
    { days: 'Sunday', times: 'Closed' },
  ],
  /** The chat number in international form without `+`, as the messaging links want it. */
  chatNumber: '919845012345',
  chatGreeting: 'Hello! I would like to know more about your hearing and speech services.',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/sunrisehearingclinic' },
    { name: 'Instagram', url: 'https://www.instagram.com/sunrisehearingclinic' },
    { name: 'YouTube', url: 'https://www.youtube.com/@sunrisehearingclinic' },
  ],
  mapEmbedQuery: 'Jayanagar 4th Block, Bengaluru',
  copyrightYear: 2025,
} as const;

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

/** The chat link: the app's mobile form on phones and tablets, its web form on desktops. */
export function chatLink(userAgent: string): string {
  const text = encodeURIComponent(CLINIC.chatGreeting);
  return MOBILE_UA.test(userAgent)
    ? `whatsapp://send?phone=${CLINIC.chatNumber}&text=${text}`
    : `https://web.whatsapp.com/send?phone=${CLINIC.chatNumber}&text=${text}`;
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
