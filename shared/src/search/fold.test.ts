import { foldText } from './fold';

const same = (...spellings: string[]) => expect(new Set(spellings.map(foldText)).size).toBe(1);

test('English: lower case, no accents or punctuation, "ae" read as "e"', () => {
  expect(foldText('  Dr.  Iyer, ENT ')).toBe('dr iyer ent');
  same('Paédiatric', 'paediatric', 'pediatric');
});

test('Hindi: anusvara or a nasal with halant, chandrabindu, nukta, long or short i and u', () => {
  same('हिंदी', 'हिन्दी', 'हिंदि');
  same('जाँच', 'जांच');
  same('फ़िज़िशियन', 'फिजिशियन');
  same('इम्प्लांट', 'इंप्लांट');
  same('डॉक्टर', 'डाक्टर');
});

test('Kannada: anusvara or a nasal with virama, a final virama shown or not, ZWJ and ZWNJ', () => {
  same('ಇಂಪ್ಲಾಂಟ್', 'ಇಮ್ಪ್ಲಾಂಟ್');
  same('ಸ್ಪೀಚ್', 'ಸ್ಪೀಚ', 'ಸ್ಪೀಚ್\u200c');
  same('ಇಎನ್‌ಟಿ', 'ಇಎನ್ಟಿ', 'ಇಎಂಟಿ');
  same('ಕನ್ನಡ', 'ಕನ್\u200dನಡ');
});

test('a word borrowed into both scripts is one word', () => {
  same('हिंदी', 'ಹಿಂದಿ');
  same('स्पीच', 'ಸ್ಪೀಚ್');
  same('कन्नड़', 'ಕನ್ನಡ');
  same('तेलुगु', 'ತೆಲುಗು');
  same('बंगाली', 'ಬಂಗಾಳಿ');
});

test('different words stay different', () => {
  expect(foldText('बोल')).not.toBe(foldText('बाल'));
  expect(foldText('ಕಿವಿ')).not.toBe(foldText('ಕವಿ'));
  // A nasal with halant that begins a word is a letter, not anusvara.
  expect(foldText('न्यूरो')).not.toBe(foldText('यूरो'));
  expect(foldText('न्यूरो').startsWith('न')).toBe(true);
});
