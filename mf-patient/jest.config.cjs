// The suite runs as a browser in Los Angeles would: the clinic is in India, so any slot arithmetic that
// leaked into the browser's zone would show up as a wrong day or time (decision 1). Workers inherit it.
process.env.TZ = 'America/Los_Angeles';
module.exports = require('../jest.browser.cjs')(__dirname);
