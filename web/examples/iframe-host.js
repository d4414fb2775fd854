// The host side of the iframe embed (see embed.js for the message format):
// sizes the iframe to the reported height and sends it a new lesson link.
(function () {
  'use strict';
  const frame = document.getElementById('playground');
  const src = new URL(frame.dataset.src, location.href);
  // Tell the embed which origin to talk to. Pages opened from disk have no origin
  // a message can name: the embed's messages then arrive from "null".
  const fromDisk = location.protocol === 'file:';
  src.search = '?origin=' + encodeURIComponent(fromDisk ? 'null' : location.origin);
  frame.src = src.href;
  const embedOrigin = src.protocol === 'file:' ? 'null' : src.origin;

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== embedOrigin) return;
    const data = event.data;
    if (!data || data.source !== 'attention-playground') return;
    if (data.type === 'height' && Number.isFinite(data.height)) frame.style.height = data.height + 'px';
    if (data.type === 'ready') frame.dataset.ready = 'true';
  });

  document.getElementById('show-magnitude-one').addEventListener('click', () => {
    // A page opened from disk cannot name the embed's origin ("null"): "*" is the only target there.
    frame.contentWindow.postMessage({ source: 'attention-playground-host', type: 'set-hash',
      hash: 'step=softmax&scenario=sky&magnitude=1' }, embedOrigin === 'null' ? '*' : embedOrigin);
  });
})();
