import { SERVICE_TITLES } from '@clinic/shared/clinic';
import type { ServiceId } from '@clinic/shared/contract';
import type { ServiceIconName } from '../../ui/ServiceIcon';
import type en from '../../locales/en.json';

export interface Service {
  id: ServiceId;
  /** The clinic's title, as stored (English); pages show `serviceName(id)`, the reader's language's. */
  title: string;
  /** The description's key in the catalog: `ServicesPage.description.<description>`. */
  description: keyof (typeof en)['ServicesPage']['description'];
  icon: ServiceIconName;
}

/**
 * What only these pages say of a service (its description, in the catalog); the id and title are the
 * clinic's (`@clinic/shared/clinic`).
 */
const DESCRIBED: Omit<Service, 'title'>[] = [
  { id: 'hearing-assessment', description: 'hearingAssessment', icon: 'headphones' },
  { id: 'hearing-aid-fitting', description: 'hearingAidFitting', icon: 'hearingAid' },
  { id: 'speech-therapy', description: 'speechTherapy', icon: 'speech' },
  { id: 'tinnitus', description: 'tinnitus', icon: 'tinnitus' },
  { id: 'newborn-screening', description: 'newbornScreening', icon: 'baby' },
  { id: 'hearing-aid-repairs', description: 'hearingAidRepairs', icon: 'wrench' },
  { id: 'paediatric-assessment', description: 'paediatricAssessment', icon: 'pulse' },
  { id: 'tympanometry', description: 'tympanometry', icon: 'curve' },
  { id: 'cochlear-implants', description: 'cochlearImplants', icon: 'spiral' },
  { id: 'vertigo-balance', description: 'vertigoBalance', icon: 'balance' },
  { id: 'voice-therapy', description: 'voiceTherapy', icon: 'microphone' },
  { id: 'stammering', description: 'stammering', icon: 'fluency' },
  { id: 'auditory-processing', description: 'auditoryProcessing', icon: 'puzzle' },
  { id: 'ear-moulds', description: 'earMoulds', icon: 'shield' },
  { id: 'aural-rehabilitation', description: 'auralRehabilitation', icon: 'people' },
];

/** The clinic's fifteen services; the home page previews the first six (spec section 9). */
export const SERVICES: Service[] = DESCRIBED.map((service) => ({ ...service, title: SERVICE_TITLES[service.id] }));

/** Spec section 9: the services preview shows 6 of the 15. */
export const SERVICES_PREVIEW_COUNT = 6;
