/**
 * Text a person typed (a patient's name, a cancellation's reason) as the clinic's messages carry it, WhatsApp
 * template parameters included (decision 52): stripped of links and cut short, so nobody can make the clinic's
 * messages carry their URL, or their essay, to whoever the message goes to.
 */
const TYPED_MAX = 60;

// A scheme or www. start a link; so does a word with a dot before a common top-level domain (K.Ravi is a
// name; ravi.in and bit.ly/x are links).
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|in|co|io|ly|me|xyz|info|biz|app|link|site|online|top|click|live|shop|store|ru|cn|tk|us|uk|gl|gd|to|cc|ws|be|page|dev)\b(?:\/\S*)?/giu;

export function typedText(value: string, max = TYPED_MAX): string {
  const plain = value.replace(LINK, '').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
