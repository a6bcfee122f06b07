/**
 * Where a page's headings skip a level going down (an h1 followed by an h3), as `h1 → h3 "Name"`: screen
 * reader users move by heading level, and Lighthouse's heading-order audit fails on such a jump.
 */
export function skippedHeadingLevels(root: ParentNode = document): string[] {
  const skips: string[] = [];
  let previous = 0;
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName[1]);
    if (previous && level > previous + 1) skips.push(`h${previous} → h${level} "${heading.textContent}"`);
    previous = level;
  }
  return skips;
}
