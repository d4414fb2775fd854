// The iframe side of the embed (embed.html). It talks to the parent page with
// window.postMessage, in messages that always carry source: 'attention-playground':
//   to the parent:   { source, type: 'height', height }   whenever the content height changes
//                    { source, type: 'change', state }     when the learner changes the view
//                    { source, type: 'task', task }        when the learner newly does a task (the `task` event's detail)
//                    { source, type: 'progress', progress } a step first visited or a task done (the `progress` event's detail)
//                    { source, type: 'ready' }             once the widget has drawn
//   from the parent: { source: 'attention-playground-host', type: 'set-hash', hash: 'scenario=sky&focus=3' }
//                    { source: 'attention-playground-host', type: 'restore-learner-state', state }  (the element's
//                    learnerState, kept by the host; a refused one shows its note in the widget)
//   The embed posts nothing anywhere else: the parent forwards what it chooses (to an LRS, an LMS).
// The parent's origin is given in the query string: embed.html?origin=https://course.example#scenario=sky.
//   - a real origin (http: or https:, as location.origin writes it): every message goes only to it,
//     and incoming ones are accepted only from it (and from the parent window itself);
//   - "null" (or "file://"): a sandboxed frame or a page opened from disk, whose origin cannot be named: the
//     height and "ready" go out (to "*": they reveal nothing), no learner state, task or progress does, and
//     set-hash and restore-learner-state are accepted from the parent window when its origin is "null" too;
//   - "*": everything goes to whichever page frames the embed, including the learner's typed
//     sentence in the change messages (use it only for pages whose framing you trust);
//   - anything else, or none: as without ?origin (a console warning says why): the height only.
// The reported height is capped at MAX_HEIGHT; the page scrolls itself when the host gives it less.
(function () {
  'use strict';
  const MAX_HEIGHT = 20000;
  const MAX_HASH = 1000000; // the widget's MAX_LINK (web/js/state/settings.js): any link it reads can be set
  const widget = document.querySelector('attention-playground');
  const parentWindow = window.parent !== window ? window.parent : null;
  const asked = new URLSearchParams(location.search).get('origin');
  const mode = originMode(asked);
  let lastHeight = -1;

  function originMode(value) {
    if (value === null) return { target: '*', all: false, from: null };
    // A page opened from disk may write its location.origin, "file://": it is a "null" origin too.
    if (value === 'null' || value === 'file://') return { target: '*', all: false, from: 'null' };
    if (value === '*') return { target: '*', all: true, from: '*' };
    let origin = null;
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) origin = url.origin;
    } catch (error) { origin = null; }
    if (origin) return { target: origin, all: true, from: origin };
    console.warn('attention-playground embed: ignored ?origin=' + JSON.stringify(String(value).slice(0, 80)) +
      ': not an origin such as https://course.example, "null" or "*"; only the height is posted');
    return { target: '*', all: false, from: null };
  }

  function post(message) {
    if (!parentWindow) return;
    // Without an origin to send it to, only what reveals nothing goes out.
    if (!mode.all && message.type !== 'height' && message.type !== 'ready') return;
    parentWindow.postMessage(Object.assign({ source: 'attention-playground' }, message), mode.target);
  }

  function reportHeight() {
    const height = Math.min(MAX_HEIGHT, Math.ceil(document.documentElement.getBoundingClientRect().height));
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'height', height });
    }
  }

  new ResizeObserver(reportHeight).observe(document.documentElement);
  widget.addEventListener('change', (event) => post({ type: 'change', state: event.detail }));
  widget.addEventListener('task', (event) => post({ type: 'task', task: event.detail }));
  widget.addEventListener('progress', (event) => post({ type: 'progress', progress: event.detail }));
  if (widget.ready) widget.ready.then(() => { reportHeight(); post({ type: 'ready' }); });

  window.addEventListener('message', (event) => {
    if (mode.from === null || event.source !== parentWindow) return;
    if (mode.from !== '*' && event.origin !== mode.from) return;
    const data = event.data;
    if (!data || data.source !== 'attention-playground-host') return;
    if (data.type === 'restore-learner-state') {
      const result = widget.restoreLearnerState(data.state); // checked by the widget: a refused one is a note in it
      if (!result.ok) console.warn('attention-playground embed: ' + result.error);
      return;
    }
    if (data.type !== 'set-hash' || typeof data.hash !== 'string' || data.hash.length > MAX_HASH) return;
    location.hash = data.hash.replace(/^#/, '');
  });
})();
