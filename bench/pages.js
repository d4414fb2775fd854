// What the browser sections of the benchmark share: Chromium's flags (those
// tests/browser/helpers.js starts it with: no sandbox or GPU in a container, no
// network of its own; Lighthouse adds --headless, which playwright-core sets itself), a server's address once it listens, and the chapter page
// showing one step that sections 3 and 4 load.
'use strict';

const CHROMIUM_FLAGS = Object.freeze(['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']);

// Starts `server` on a free port of 127.0.0.1; resolves to its URL ("http://127.0.0.1:PORT/").
function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve(`http://127.0.0.1:${server.address().port}/`)));
}

// A course page with one widget, in a 760 px chapter column; `attributes`
// default to the step alone.
function stepPage(step, attributes = `step="${step}"`) {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
    `<title>${step}</title><style>main{max-width:760px;margin:0 auto}</style></head><body><main>` +
    `<attention-playground ${attributes}></attention-playground></main>` +
    '<script src="attention-playground.js"></script></body></html>';
}

module.exports = { CHROMIUM_FLAGS, listen, stepPage };
