// Joins bindings/api_common.js and one module's API file (public_api.js or
// training_api.js) into the one --extern-post-js file that module is linked
// with. Emscripten 3.1.6 accepts several --extern-post-js files, but it pastes
// them at the top level of the script, where the shared helpers would become
// globals of every page that loads the module (and clash between two modules).
// Wrapped in one function here, they stay private to each module.
// Usage: node tools/join-api.js <output> <common.js> <api.js>
'use strict';
const fs = require('fs');
const path = require('path');

const [output, ...inputs] = process.argv.slice(2);
if (!output || inputs.length === 0) {
  console.error('usage: node tools/join-api.js <output> <common.js> <api.js>');
  process.exit(1);
}
const body = inputs.map((file) => `// ---- bindings/${path.basename(file)}\n` + fs.readFileSync(file, 'utf8')).join('\n');
fs.writeFileSync(output, "(function () {\n'use strict';\n" + body + '})();\n');
