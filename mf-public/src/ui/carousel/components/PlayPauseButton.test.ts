import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import kn from '../../../locales/kn.json';

// WCAG 2.5.3 (label in name): the button shows one word (common.play, common.pause) and is named by the whole
// phrase, which must contain that word, or a person who says what they see to voice control is not understood.
// Lighthouse found the Kannada hero's Pause named with another verb than the one it showed.
test.each([
  ['en', en],
  ['hi', hi],
  ['kn', kn],
])("in %s each carousel's play and pause names contain the word the button shows", (_, catalog) => {
  for (const carousel of [catalog.HomePage.hero, catalog.HomePage.testimonials]) {
    expect(carousel.play).toContain(catalog.common.play);
    expect(carousel.pause).toContain(catalog.common.pause);
  }
});
