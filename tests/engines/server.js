// The engine tests' web server: dist/ as tools/serve.js serves it, plus the
// test pages, made in memory (no engine here can route requests the way
// playwright does): a course page with one widget in a column, the phone
// page that shows a course page in a 360 px iframe (WebKitGTK's window
// cannot be that narrow), and page-probe.js, which every test page loads
// first.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createServer } = require('../../tools/serve.js');

const dist = path.resolve(__dirname, '../../dist');
const PROBE = fs.readFileSync(path.join(__dirname, 'page-probe.js'));
const W = 'attention-playground';

function head(title, extra = '', html = 'lang="en"') {
  return `<!doctype html><html ${html}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
    `<title>${title}</title><script src="/__engines/probe.js"></script>${extra}`;
}

async function startServer() {
  for (const file of ['attention-playground.js', 'attention-core.js', 'attention-playground-reserve.css']) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`dist/${file} is missing: run ./build.sh build first`);
  }
  const files = createServer(dist);
  const serveFile = files.listeners('request')[0];
  const pages = new Map();
  let count = 0;
  const server = require('node:http').createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/__engines/probe.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(PROBE);
    } else if (pages.has(url.pathname)) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(pages.get(url.pathname));
    } else {
      serveFile(request, response);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const add = (html) => {
    const name = `/page-${++count}.html`;
    pages.set(name, html);
    return origin + name;
  };
  return {
    origin,
    // A course page: one widget with these attributes (text the test wrote)
    // in a column `width` px wide, and a paragraph below it. reserve: the
    // page links the reserve stylesheet; later: the widget's script is only
    // added when the page's __engines.go() is called (the reserve checks
    // measure the page before it has run); html: the page's <html> attributes
    // (a right-to-left Arabic page: 'lang="ar" dir="rtl"').
    lesson(attributes, { width = 760, reserve = false, later = false, html } = {}) {
      return add(head('lesson',
        (reserve ? '<link rel="stylesheet" href="/attention-playground-reserve.css">' : '') +
        `<style>body{margin:0}main{max-width:${width}px;margin:0 auto}</style></head>`, html) +
        `<body><main><h1>Lesson</h1><${W} ${attributes}></${W}><p id="below">The chapter goes on here.</p></main>` +
        (later ? '<script>window.__go = function () { var s = document.createElement("script"); ' +
          's.src = "/attention-playground.js"; document.body.append(s); };</script>'
          : '<script src="/attention-playground.js"></script>') + '</body></html>');
    },
    // A page holding `address` in a 360 × 740 iframe: a phone, in any engine.
    phone(address) {
      return add(head('phone', '<style>body{margin:0}iframe{display:block;border:0;width:360px;height:740px}</style></head>') +
        `<body><iframe class="phone" title="a phone" src="${address}"></iframe></body></html>`);
    },
    close: () => new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); }),
  };
}

module.exports = { startServer };
