export interface HeroSlide {
  /** Its texts in the catalog: `HomePage.hero.slides.<id>`. */
  id: 'betterHearing' | 'expertCare';
  illustration: 'ear' | 'audiogram';
}

/** The spec's two hero titles, in order ("Better Hearing, Better Life", "Expert Audiology Care"). */
export const HERO_SLIDES: HeroSlide[] = [
  { id: 'betterHearing', illustration: 'ear' },
  { id: 'expertCare', illustration: 'audiogram' },
];
