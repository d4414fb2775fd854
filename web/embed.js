// The iframe side of the embed (embed.html). It talks to the parent page with
// window.postMessage, in messages that always carry source: 'attention-playground':
//   to the parent:   { source, type: 'height', height }   whenever the content height changes
//                    { source, type: 'change', state }     when the learner changes the view
//                    { source, type: 'ready' }             once the widget has drawn
//   from the parent: { source: 'attention-playground-host', type: 'set-hash', hash: 'scenario=sky&focus=3' }
// The parent's origin is given in the query string: embed.html?origin=https://course.example#scenario=sky.
// Messages go only to that origin, and incoming ones are accepted only from it
// (and from the parent window itself). Without ?origin, the page still reports
// its height (to any origin: a height reveals nothing) but ignores all incoming messages.
(function () {
  'use strict';
  const widget = document.querySelector('attention-playground');
  const parentWindow = window.parent !== window ? window.parent : null;
  const configured = new URLSearchParams(location.search).get('origin');
  const targetOrigin = configured || '*';
  let lastHeight = -1;

  function post(message) {
    if (!parentWindow) return;
    const full = Object.assign({ source: 'attention-playground' }, message);
    // Only the height goes out without a configured origin.
    if (!configured && message.type !== 'height') return;
    parentWindow.postMessage(full, targetOrigin);
  }

  function reportHeight() {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'height', height });
    }
  }

  new ResizeObserver(reportHeight).observe(document.documentElement);
  widget.addEventListener('change', (event) => post({ type: 'change', state: event.detail }));
  if (widget.ready) widget.ready.then(() => { reportHeight(); post({ type: 'ready' }); });

  window.addEventListener('message', (event) => {
    if (!configured || event.origin !== configured || event.source !== parentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'attention-playground-host' || data.type !== 'set-hash') return;
    if (typeof data.hash !== 'string' || data.hash.length > 10000) return;
    location.hash = data.hash.replace(/^#/, '');
  });
})();
