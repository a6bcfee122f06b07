import type { Islands } from '@clinic/shared/ui';
import './i18n';

/**
 * The parts of this app's pages that answer input, by the name their `<Island name="mf_public/…">` gives
 * (decision 59). The islands bundle (`dist/islands/`) hydrates these and nothing else of a page served as
 * islands (`islands` in shared/src/federation/remotes.ts); each is fetched only by a page that has it.
 */
export const islands: Islands = {
  hero: () => import('./features/home/components/HeroCarousel').then((m) => m.HeroCarousel),
  team: () => import('./features/home/components/MeetOurTeam').then((m) => m.MeetOurTeam),
  cta: () => import('./features/home/components/CtaBanner').then((m) => m.CtaBanner),
  testimonials: () => import('./features/testimonials/components/Testimonials').then((m) => m.Testimonials),
  doctors: () => import('./features/doctors/components/FindADoctor').then((m) => m.FindADoctor),
};
