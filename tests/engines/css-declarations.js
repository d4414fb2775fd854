// Every declaration (property and value) of the widget's and the pages'
// stylesheets, read from their sources in web/: the engine tests ask each
// engine whether it accepts them (CSS.supports), since an engine silently
// drops a declaration it cannot parse (WebKit dropped the shorthand
// `text-decoration: underline dotted`, and with it the underline).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const web = path.resolve(__dirname, '../../web');
const FILES = ['js/style/playground.css', 'js/training/training.css', 'js/explore/explore.css', 'js/notes/notes.css', 'js/sentence/sentence.css',
  'page.css', 'embed.css'];

// [{ file, property, value }] ("!important" left out; values with var() are
// only checked once substituted, by the engine itself, so they are left out).
function declarations() {
  const out = [];
  for (const file of FILES) {
    const text = fs.readFileSync(path.join(web, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const pattern = /[{;]\s*(-?[a-z][a-z-]*)\s*:\s*([^;{}]+?)\s*(?=[;}])/g;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const value = m[2].replace(/\s*!important$/, '');
      if (!value.includes('var(')) out.push({ file, property: m[1], value });
    }
  }
  return out;
}

module.exports = { declarations };
