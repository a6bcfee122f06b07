// Only the type: this entry is on every public page, and the contract's values stay out of it.
import type { ServiceId } from '@clinic/shared/contract';

/**
 * The clinic's fifteen services by id, with the title every page shows (decision 42): the services page
 * describes them, the admin picks the ones a doctor offers, the doctor cards and search name them.
 */
export const SERVICE_TITLES: Record<ServiceId, string> = {
  'hearing-assessment': 'Comprehensive Hearing Test',
  'hearing-aid-fitting': 'Hearing Aid Trial & Fitting',
  'speech-therapy': 'Speech & Language Therapy',
  tinnitus: 'Tinnitus Management',
  'newborn-screening': 'Newborn Hearing Screening',
  'hearing-aid-repairs': 'Hearing Aid Repairs & Servicing',
  'paediatric-assessment': 'Paediatric Hearing Assessment',
  tympanometry: 'Tympanometry & Middle-Ear Check',
  'cochlear-implants': 'Cochlear Implant Evaluation & Mapping',
  'vertigo-balance': 'Vertigo & Balance Assessment',
  'voice-therapy': 'Voice Therapy',
  stammering: 'Stammering (Stuttering) Therapy',
  'auditory-processing': 'Auditory Processing Assessment',
  'ear-moulds': 'Custom Ear Moulds & Hearing Protection',
  'aural-rehabilitation': 'Aural Rehabilitation & Lip-Reading',
};

/** The services in the clinic's order (that of `SERVICE_IDS`, which the test holds this to), each with its title. */
export const CLINIC_SERVICES: readonly { id: ServiceId; title: string }[] = (Object.keys(SERVICE_TITLES) as ServiceId[]).map((id) => ({
  id,
  title: SERVICE_TITLES[id],
}));

/** The title of a stored service id; an id the clinic no longer lists is shown as it is. */
export const serviceTitle = (id: string): string => (SERVICE_TITLES as Record<string, string>)[id] ?? id;
