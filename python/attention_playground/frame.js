// Runs inside the frame a notebook output holds (attention_playground/_playground.py
// writes the frame's document: this script, the widget's files as JSON strings, and
// the settings). The frame is a document of its own (srcdoc), so nothing here
// touches the notebook's page.
//
// The widget's classic file loads its parts and the training module from its own
// folder: the folder its script element's src names (web/js/loader/script-loader.js). A notebook
// output has no folder, so this frame makes one: every file becomes a blob: URL,
// and HTMLScriptElement's src, in this frame only, shows each blob as
// FOLDER + its name and turns FOLDER + a name back into its blob when set. A file
// the output did not carry stays FOLDER + name, a scheme no browser fetches: the
// widget then says which part is missing, and nothing goes to the network.
(function () {
  'use strict';
  var FOLDER = 'attention-playground:/notebook/';
  var toBlob = Object.create(null);
  var toName = Object.create(null);
  var carried = document.querySelectorAll('script[type="application/json"][data-file]');
  for (var i = 0; i < carried.length; i++) {
    var blob = URL.createObjectURL(new Blob([JSON.parse(carried[i].textContent)], { type: 'text/javascript' }));
    toBlob[FOLDER + carried[i].getAttribute('data-file')] = blob;
    toName[blob] = FOLDER + carried[i].getAttribute('data-file');
  }
  var src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src');
  Object.defineProperty(HTMLScriptElement.prototype, 'src', {
    configurable: true,
    enumerable: src.enumerable,
    get: function () { var url = src.get.call(this); return toName[url] || url; },
    set: function (value) { var url = String(value); src.set.call(this, toBlob[url] || url); },
  });

  var setup = JSON.parse(document.getElementById('ap-setup').textContent);
  var frame = null;
  try { frame = window.frameElement; } catch (error) { frame = null; } // a cross-origin parent: keep the frame's height

  // Light or dark as the notebook says (its color-scheme, JupyterLab's and VS Code's
  // theme marks), unless theme= was given.
  if (!setup.attributes.theme && frame) {
    var scheme = '';
    try {
      var outer = frame.ownerDocument;
      var body = outer.body || outer.documentElement;
      var said = getComputedStyle(frame).colorScheme || '';
      if (body.getAttribute('data-jp-theme-light') === 'false' || /(^|\s)vscode-(dark|high-contrast)(\s|$)/.test(body.className)) scheme = 'dark';
      else if (body.getAttribute('data-jp-theme-light') === 'true' || /(^|\s)vscode-light(\s|$)/.test(body.className)) scheme = 'light';
      else if (/^(light|dark)$/.test(said.trim())) scheme = said.trim();
    } catch (error) { scheme = ''; }
    if (scheme) {
      document.documentElement.style.colorScheme = scheme;
      frame.style.colorScheme = scheme;
    }
  }

  // The element, its attributes set one by one (never written as HTML), and an
  // inline scenario as its child script element of type application/json.
  var element = document.createElement('attention-playground');
  Object.keys(setup.attributes).forEach(function (name) { element.setAttribute(name, setup.attributes[name]); });
  if (setup.scenario !== null) {
    var data = document.createElement('script');
    data.type = 'application/json';
    data.textContent = JSON.stringify(setup.scenario);
    element.appendChild(data);
  }
  document.body.appendChild(element);

  // The frame as tall as what it shows.
  if (frame && typeof ResizeObserver === 'function') {
    new ResizeObserver(function () {
      frame.style.height = Math.ceil(document.documentElement.getBoundingClientRect().height) + 'px';
    }).observe(document.documentElement);
  }

  var main = document.createElement('script');
  main.src = FOLDER + setup.main;
  // The output carries one training module for every language (attention-training.js, every storybook),
  // where a page next to dist/ has one per language: the widget is pointed at it as soon as its file has
  // run, before any Train.
  if (setup.training) {
    main.onload = function () { window.AttentionPlayground.trainingSrc = FOLDER + setup.training; };
  }
  document.head.appendChild(main);
})();
