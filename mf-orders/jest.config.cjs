module.exports = require('@shop/shared/build/jest-preset.cjs')(__dirname);
