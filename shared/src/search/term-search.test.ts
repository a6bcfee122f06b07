import { CLINIC_TERMS_SEARCH } from './clinic-terms';
import { foldText } from './fold';

const { searchWords, relatedWords } = CLINIC_TERMS_SEARCH;

test('a search keeps its words, folded, and leaves out the words that only join them', () => {
  expect(searchWords('  Dr.  Iyer ')).toEqual(['dr', 'iyer']);
  expect(searchWords('बच्चों के डॉक्टर')).toEqual([foldText('बच्चों'), foldText('डॉक्टर')]);
  expect(searchWords('speech and hearing problem')).toEqual(['speech', 'hearing']);
  // Nothing but joining words is still a search.
  expect(searchWords('and')).toEqual(['and']);
  expect(searchWords('')).toEqual([]);
});

test('a phrase of the table is one word of the search, however it is joined', () => {
  const [tinnitus] = searchWords('कान में आवाज़');
  expect(tinnitus).toMatch(/^#\d+#$/);
  expect(searchWords('कानों में आवाज')).toEqual([tinnitus]);
  expect(relatedWords('Tinnitus Management')).toContain(tinnitus);
  expect(searchWords('कान का डॉक्टर')).toEqual(searchWords('ear doctor'));
  expect(searchWords('कान की मशीन')).toEqual(searchWords('ಶ್ರವಣ ಸಾಧನ'));
});

test('a text is found by the words of its meanings in every language', () => {
  const speech = relatedWords('Hearing Aid and Speech Specialist');
  for (const word of ['ಮಾತು', 'वाणी', 'स्पीच', 'ಶ್ರವಣ', 'सुनना', 'मशीन', 'ತಜ್ಞ']) expect(speech).toContain(foldText(word));
  expect(relatedWords('Speaks Hindi')).toContain(foldText('ಹಿಂದಿ'));
  expect(relatedWords('Dr. Meera Nair')).toContain(foldText('डॉक्टर'));
});

test('related words stay within their meaning: "ear" is not hearing, nor "hearing" ear', () => {
  expect(relatedWords('Comprehensive Hearing Test').some((word) => word.startsWith('ear'))).toBe(false);
  expect(relatedWords('Comprehensive Hearing Test')).not.toContain(foldText('कान'));
  expect(relatedWords('Middle-Ear Check')).toContain(foldText('ಕಿವಿ'));
  expect(relatedWords('Middle-Ear Check')).not.toContain(foldText('ಶ್ರವಣ'));
  expect(relatedWords('Neurologist')).toEqual(expect.not.arrayContaining(['speech', foldText('ಮಾತು')]));
  expect(relatedWords('Dr. Zubin Mistry')).not.toContain('zubin');
});
