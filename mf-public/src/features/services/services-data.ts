import { SERVICE_TITLES } from '@clinic/shared/clinic';
import type { ServiceId } from '@clinic/shared/contract';
import type { ServiceIconName } from '../../ui/ServiceIcon';

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: ServiceIconName;
}

/** What only these pages say of a service; the id and title are the clinic's (`@clinic/shared/clinic`). */
const DESCRIBED: Omit<Service, 'title'>[] = [
  {
    id: 'hearing-assessment',
    description:
      'Pure-tone and speech audiometry in our sound-treated room. We explain your audiogram in plain words and give you a written copy to keep.',
    icon: 'headphones',
  },
  {
    id: 'hearing-aid-fitting',
    description:
      'Try hearing aids from several makers before you decide. We fit and fine-tune them to your hearing test, then adjust again after you have worn them at home.',
    icon: 'hearingAid',
  },
  {
    id: 'speech-therapy',
    description:
      'Help for late talkers, unclear speech and language delay, with playful sessions and simple exercises your family can practise at home.',
    icon: 'speech',
  },
  {
    id: 'tinnitus',
    description:
      'Ringing or buzzing in the ears? We look for the cause and build a plan with sound therapy, counselling and, where it helps, hearing aids.',
    icon: 'tinnitus',
  },
  {
    id: 'newborn-screening',
    description:
      'A quick, painless OAE screen while your baby sleeps. Finding hearing loss in the first months makes the biggest difference to speech.',
    icon: 'baby',
  },
  {
    id: 'hearing-aid-repairs',
    description:
      'Cleaning, new tubes and domes, batteries and repairs for most makes, often while you wait, so you are not left without your hearing.',
    icon: 'wrench',
  },
  {
    id: 'paediatric-assessment',
    description:
      'Child-friendly play audiometry and BERA (brainstem response) tests for babies and young children who cannot yet respond to sounds on request.',
    icon: 'pulse',
  },
  {
    id: 'tympanometry',
    description:
      'A gentle pressure test of the eardrum and middle ear that shows fluid, blockages or Eustachian tube problems in under a minute.',
    icon: 'curve',
  },
  {
    id: 'cochlear-implants',
    description:
      'Candidacy tests, counselling before surgery and regular mapping afterwards, working with your surgeon, your family and your school.',
    icon: 'spiral',
  },
  {
    id: 'vertigo-balance',
    description:
      'Dizziness can start in the inner ear. We test your balance system and teach repositioning and exercises that help you feel steady again.',
    icon: 'balance',
  },
  {
    id: 'voice-therapy',
    description:
      'For hoarseness, vocal strain and voice changes, especially for teachers, singers and anyone who talks all day for a living.',
    icon: 'microphone',
  },
  {
    id: 'stammering',
    description:
      'Fluency techniques and confidence building for children and adults, at a pace that respects the person, not just the speech.',
    icon: 'fluency',
  },
  {
    id: 'auditory-processing',
    description:
      'For children and adults who hear sounds but struggle to make sense of speech in noise. We test, explain and suggest classroom and home strategies.',
    icon: 'puzzle',
  },
  {
    id: 'ear-moulds',
    description: 'Made-to-measure ear moulds, swim plugs and musicians’ and noise-protection plugs that fit comfortably for hours.',
    icon: 'shield',
  },
  {
    id: 'aural-rehabilitation',
    description:
      'Listening training, lip-reading practice and communication tips for you and the people you talk with most, so new hearing aids feel natural sooner.',
    icon: 'people',
  },
];

/** The clinic's fifteen services; the home page previews the first six (spec section 9). */
export const SERVICES: Service[] = DESCRIBED.map((service) => ({ ...service, title: SERVICE_TITLES[service.id] }));

/** Spec section 9: the services preview shows 6 of the 15. */
export const SERVICES_PREVIEW_COUNT = 6;
