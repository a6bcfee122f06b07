module.exports = require('../jest.browser.cjs')(__dirname);
