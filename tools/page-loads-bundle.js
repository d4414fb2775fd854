// Makes an assembled page load the single bundle (attention-playground.js)
// instead of the core, the scenarios and the ~30 web/js scripts one by one:
// the run of <script src> tags that starts with attention-core.js becomes one
// tag. The bundle holds the same files in the same order (plus the widget's
// stylesheet), so the page behaves the same with one request instead of ~33;
// bench/RESULTS.md has the first-render figures of both.
// Usage: node tools/page-loads-bundle.js <page.html> [<output.html>]
'use strict';
const fs = require('fs');

const [input, output = input] = process.argv.slice(2);
const html = fs.readFileSync(input, 'utf8');
const run = /([ \t]*)<script src="attention-core\.js"><\/script>\n(?:[ \t]*<script src="[^"]+"><\/script>\n)*/;
const match = run.exec(html);
if (!match) {
  console.error(`page-loads-bundle: ${input} has no run of <script> tags starting with attention-core.js`);
  process.exit(1);
}
fs.writeFileSync(output, html.replace(run, `${match[1]}<script src="attention-playground.js"></script>\n`));
console.log(`page-loads-bundle: ${output} loads attention-playground.js instead of ${match[0].split('\n').length - 1} scripts`);
