import { foldText } from './fold';

/** What the search asks of the term table (clinic-terms.ts), once it has arrived. */
export interface ClinicTerms {
  /**
   * The words of a search, each of which must begin a word of what is searched: folded (fold.ts), without
   * joining words, and each phrase of the table ("कान में आवाज़", "hearing aid") as the one word of its meaning.
   */
  searchWords(query: string): string[];
  /**
   * What a text means beyond its own words: for every meaning of the table the text names (by a word or a
   * phrase), that meaning's word and its one-word terms in every language.
   */
  relatedWords(text: string): string[];
}

type Phrase = { words: string[]; meaning: number };

const termsOf = (line: string) => line.split(',').map((term) => foldText(term).split(' ').filter(Boolean));

/** A meaning as one word of the search: no typed word can be it, as typing leaves no "#". */
const token = (meaning: number) => `#${meaning}#`;

/** Lines of comma-separated terms, one line per meaning, and the joining words a search leaves out. */
export function clinicTermsFrom(lines: readonly string[], joiningLines: readonly string[]): ClinicTerms {
  const joining = new Set(joiningLines.flatMap(termsOf).flat());
  /** Each meaning's one-word terms. */
  const wordsOf: string[][] = [];
  const meaningsOf = new Map<string, number[]>();
  /** A phrase's first word → its phrases, longest first. */
  const phrasesFrom = new Map<string, Phrase[]>();
  lines.forEach((line, meaning) => {
    wordsOf[meaning] = [];
    for (const term of termsOf(line)) {
      const words = term.filter((word) => !joining.has(word));
      const [first] = words;
      if (first === undefined) continue;
      if (words.length === 1) {
        wordsOf[meaning]!.push(first);
        meaningsOf.set(first, [...(meaningsOf.get(first) ?? []), meaning]);
      } else {
        phrasesFrom.set(
          first,
          [...(phrasesFrom.get(first) ?? []), { words, meaning }].sort((a, b) => b.words.length - a.words.length),
        );
      }
    }
  });

  const phraseAt = (words: string[], at: number) =>
    phrasesFrom.get(words[at]!)?.find((phrase) => phrase.words.every((word, i) => words[at + i] === word));
  // Without its joining words, unless it is nothing but them ("and", "के").
  const contentWords = (text: string) => {
    const words = foldText(text).split(' ').filter(Boolean);
    const content = words.filter((word) => !joining.has(word));
    return content.length > 0 ? content : words;
  };

  return {
    searchWords(query) {
      const words = contentWords(query);
      const result: string[] = [];
      for (let at = 0; at < words.length;) {
        const phrase = phraseAt(words, at);
        result.push(phrase ? token(phrase.meaning) : words[at]!);
        at += phrase ? phrase.words.length : 1;
      }
      return result;
    },
    relatedWords(text) {
      const words = contentWords(text);
      const meanings = new Set<number>();
      words.forEach((word, at) => {
        meaningsOf.get(word)?.forEach((meaning) => meanings.add(meaning));
        const phrase = phraseAt(words, at);
        if (phrase) meanings.add(phrase.meaning);
      });
      return [...meanings].flatMap((meaning) => [token(meaning), ...wordsOf[meaning]!]);
    },
  };
}
