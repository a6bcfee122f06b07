// Builds a catalog (`src/locales/<lang>.json`): each message compiled to Lingui's form, so the browser
// carries no ICU parser (@lingui/core only interpolates compiled messages in production; a plain string
// would be taken for an uncompiled one). The nesting is kept, as flattenCatalog reads either.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

function compile(catalog, path) {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => {
      if (typeof value === 'string') return [key, compileMessage(value)];
      if (value && typeof value === 'object' && !Array.isArray(value)) return [key, compile(value, `${path}${key}.`)];
      throw new Error(`${path}${key}: a message must be a string or a group of messages`);
    }),
  );
}

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function catalogLoader(source) {
  return JSON.stringify(compile(JSON.parse(source), ''));
};
