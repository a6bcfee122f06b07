// The Kannada block mirrors the Devanagari one letter for letter (both follow ISCII), 0x380 apart: read in
// Devanagari, ಸ್ಪೀಚ್ and स्पीच्, ಹಿಂದಿ and हिंदी are one spelling, so a word borrowed into both scripts is found
// from either without a table.
const KANNADA = /[\u0c80-\u0cff]/g;
const asDevanagari = (letter: string) => String.fromCharCode(letter.charCodeAt(0) - 0x380);

/**
 * Signs that people (and keyboards) use for one another: chandrabindu for anusvara, the "candra" vowels of
 * English loanwords (डॉक्टर / डाक्टर, ऍ / ए), the short e and o of Kannada, long and short i and u (हिंदी /
 * हिंदि), the letters with a nukta for the plain ones (ज़ / ज), and the retroflex ळ of Kannada for ल.
 */
const SAME_SIGN: Record<string, string> = {
  '\u093c': '',
  '\u0901': '\u0902',
  '\u0949': '\u093e',
  '\u0911': '\u0906',
  '\u0945': '\u0947',
  '\u090d': '\u090f',
  '\u0946': '\u0947',
  '\u090e': '\u090f',
  '\u094a': '\u094b',
  '\u0912': '\u0913',
  '\u0940': '\u093f',
  '\u0908': '\u0907',
  '\u0942': '\u0941',
  '\u090a': '\u0909',
  '\u0929': '\u0928',
  '\u0931': '\u0930',
  '\u0934': '\u0932',
  '\u0933': '\u0932',
};
// An alternation, not a class: most of these are combining signs, which a class would misread after a letter.
const SIGNS = new RegExp(Object.keys(SAME_SIGN).join('|'), 'g');

/**
 * A nasal consonant with a halant inside a word, before another consonant, is what anusvara stands for
 * (हिन्दी / हिंदी, इम्प्लांट / ಇಂಪ್ಲಾಂಟ್). At the start of a word (न्यूरो) it is a letter of its own and stays.
 */
const NASAL_BEFORE_CONSONANT = /([\u0900-\u0963])[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g;
/** A word may end in a consonant with its halant shown or not (ಸ್ಪೀಚ್ / ಸ್ಪೀಚ), as the typist's keyboard decides. */
const FINAL_HALANT = /\u094d(?= |$)/g;

/**
 * The text as the search compares it: lower-case words separated by single spaces, without accents or
 * punctuation ("Dr. Iyer" → "dr iyer"), "ae" read as "e" (paediatric / pediatric), the joiners some words
 * are typed with (ZWJ, ZWNJ) gone, and Hindi and Kannada folded to one spelling per word as above. Only
 * ever compared, never shown.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ae/g, 'e')
    .replace(KANNADA, asDevanagari)
    .replace(SIGNS, (sign) => SAME_SIGN[sign]!)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .replace(FINAL_HALANT, '')
    .replace(NASAL_BEFORE_CONSONANT, '$1\u0902');
}
