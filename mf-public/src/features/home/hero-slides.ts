export interface HeroSlide {
  title: string;
  eyebrow: string;
  text: string;
  illustration: 'ear' | 'audiogram';
}

/** The spec's two hero titles, in order. */
export const HERO_SLIDES: HeroSlide[] = [
  {
    eyebrow: 'Hearing & speech care in Jayanagar',
    title: 'Better Hearing, Better Life',
    text: 'Hear the people you love again. Unhurried hearing tests, honest advice on hearing aids and speech therapy for every age — in one friendly clinic.',
    illustration: 'ear',
  },
  {
    eyebrow: 'Qualified audiologists · modern equipment',
    title: 'Expert Audiology Care',
    text: 'Tests in a sound-treated room, results explained in plain words and written down for you, and follow-up care for as long as you need it.',
    illustration: 'audiogram',
  },
];
