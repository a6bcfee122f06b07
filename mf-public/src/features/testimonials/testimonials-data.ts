export interface Testimonial {
  name: string;
  detail: string;
  rating: 5;
  quote: string;
}

/** Five five-star reviews from patients and families (spec section 2). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Lakshmi Narayan',
    detail: 'Hearing aid wearer, 68',
    rating: 5,
    quote:
      'For years I nodded along at family dinners. After my fitting I heard my granddaughter whisper "Ajji" for the first time. The team adjusted everything patiently until it felt natural.',
  },
  {
    name: 'Priya & Karthik S.',
    detail: 'Parents of a three-year-old',
    rating: 5,
    quote:
      'Our son was hardly speaking at three. The speech therapist made every session feel like play and gave us games to practise at home. Six months later he doesn’t stop talking!',
  },
  {
    name: 'Mohammed Irfan',
    detail: 'Tinnitus patient, 45',
    rating: 5,
    quote:
      'The ringing in my ears was ruining my sleep. They explained what was happening, set up sound therapy and checked in every few weeks. I finally sleep through the night.',
  },
  {
    name: 'Anita D’Souza',
    detail: 'School teacher, 39',
    rating: 5,
    quote:
      'Voice therapy saved my career. I was losing my voice by every Friday; now I know how to use it without strain, and my students can hear me at the back of the class.',
  },
  {
    name: 'Venkatesh Rao',
    detail: 'Retired engineer, 74',
    rating: 5,
    quote:
      'They never rushed me and wrote everything down because I don’t hear well on the phone. Honest advice, fair prices, and they repaired my old hearing aid while I waited.',
  },
];
