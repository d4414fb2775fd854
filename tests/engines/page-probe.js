// The page's half of the engine tests' driver layer: every test page loads
// this script first (tests/engines/server.js serves it), in Chromium, Firefox
// and WebKitGTK alike. It records the page's errors (WebKitWebDriver has no
// console channel, so the driver reads them from here) and gives the checks
// a few readers of the widget that work the same in every engine: the
// widget (inside the phone page's 360 px iframe too), a control's centre in
// the top window's coordinates (for a real click), a match table's numbers
// read through its stable hooks (data-index, aria-valuenow), and idle().
// A classic script with no imports: it must run before anything else.
(function () {
  'use strict';
  var errors = [];
  function record(text) { errors.push(String(text)); }
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) record('failed to load ' + (target.src || target.href));
    else record(event.message || event.error);
  }, true);
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record('unhandled rejection: ' + (reason && reason.message ? reason.message : reason));
  });
  var consoleError = console.error;
  console.error = function () {
    record(Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(this, arguments);
  };

  // The phone page holds the lesson in an iframe; every reader looks there.
  function frame() { return document.querySelector('iframe.phone'); }
  function doc() { var f = frame(); return f ? f.contentDocument : document; }
  function widget() {
    var element = doc().querySelector('attention-playground');
    if (!element) throw new Error('no <attention-playground> on the page');
    return element;
  }
  function find(selector) {
    var found = widget().shadowRoot.querySelector(selector);
    if (!found) throw new Error('nothing matches ' + selector + ' in the widget');
    return found;
  }
  function shown(element) {
    var box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  }
  function number(text) {
    return Number(String(text).replace('\u2212', '-').replace('%', '').replace(',', '.').trim());
  }

  window.__engines = {
    errors: function () {
      var f = frame();
      var inner = f && f.contentWindow.__engines ? f.contentWindow.__engines.errors() : [];
      return errors.concat(inner);
    },
    defined: function () {
      var element = doc().querySelector('attention-playground');
      return Boolean(element && element.shadowRoot && element.shadowRoot.querySelector('.ap:not(.loading)'));
    },
    // Every widget has drawn what it was asked, and two frames have passed.
    idle: function () {
      var element = widget();
      var win = doc().defaultView;
      return Promise.resolve(element.ready).then(function () { return element.whenIdle(); }).then(function () {
        return new Promise(function (resolve) { win.requestAnimationFrame(function () { win.requestAnimationFrame(function () { resolve(true); }); }); });
      });
    },
    state: function () { return widget().stateDetail; },
    exists: function (selector) {
      var found = widget().shadowRoot.querySelector(selector);
      return Boolean(found && shown(found));
    },
    attribute: function (selector, name) { return find(selector).getAttribute(name); },
    value: function (selector) { return find(selector).value; },
    // The centre of a control, scrolled into view, in the top window's coordinates.
    point: function (selector) {
      var element = find(selector);
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      var box = element.getBoundingClientRect();
      var f = frame();
      var offset = f ? f.getBoundingClientRect() : { left: 0, top: 0 };
      return { x: Math.round(offset.left + box.left + box.width / 2), y: Math.round(offset.top + box.top + box.height / 2) };
    },
    focus: function (selector) {
      var f = frame();
      if (f) f.contentWindow.focus();
      find(selector).focus();
      return widget().shadowRoot.activeElement === find(selector);
    },
    // One match table's rows in the order shown: the word's index in the
    // sentence (data-index; "sink" for the sink's row), its score and its
    // bar's aria-valuenow (null where the step shows no percentages).
    table: function (head) {
      var table = find('table.match[data-head="' + head + '"]');
      return Array.prototype.filter.call(table.querySelectorAll('tbody tr'), function (row) {
        return row.hasAttribute('data-index') || row.classList.contains('is-sink');
      }).map(function (row) {
        var meter = row.querySelector('[role="meter"]');
        var score = row.querySelector('.score');
        return {
          index: row.classList.contains('is-sink') ? 'sink' : Number(row.dataset.index),
          score: score && score.textContent.trim() !== '' ? number(score.textContent) : null,
          meter: meter ? Number(meter.getAttribute('aria-valuenow')) : null,
        };
      });
    },
    // Every bar shown under `selector`, as aria-valuenow numbers, in order.
    meters: function (selector) {
      return Array.prototype.filter.call(find(selector).querySelectorAll('[role="meter"]'), shown)
        .map(function (meter) { return Number(meter.getAttribute('aria-valuenow')); });
    },
    dataset: function (selector) { return Object.assign({}, find(selector).dataset); },
    // The heads side by side: per word (in the order shown), its bars in each head's column.
    compare: function () {
      return Array.prototype.map.call(find('table.compare').querySelectorAll('tbody tr'), function (row) {
        return Array.prototype.map.call(row.querySelectorAll('[role="meter"]'), function (meter) {
          return Number(meter.getAttribute('aria-valuenow'));
        });
      }).filter(function (row) { return row.length > 0; });
    },
    // The blended value: each value feature shown and its printed number.
    blend: function () {
      return Array.prototype.map.call(find('.blend').querySelectorAll('.blend-row'), function (row) {
        return { feature: row.querySelector('.feature').textContent, number: row.querySelector('.number-value').textContent.replace('\u2212', '-') };
      });
    },
    // The learned step's table: each row's share (the sink last) as its bar's aria-valuenow.
    learnedRow: function () {
      var table = widget().shadowRoot.querySelector('table.learned-table');
      if (!table) return [];
      return Array.prototype.map.call(table.querySelectorAll('tbody tr [role="meter"]'), function (bar) {
        return Number(bar.getAttribute('aria-valuenow'));
      });
    },
    // Where things are drawn, for the right-to-left checks (right-to-left.js):
    // the frame's direction; each word's text, left and right edges and top, in the
    // DOM's (the sentence's) order; each bar of the match tables against its
    // track; the left edges of the match table's first row's cells; and the
    // heatmap table's header cells (text, left) and each body row's cells' left edges.
    directions: function () {
      var root = widget().shadowRoot;
      function box(node) { var b = node.getBoundingClientRect(); return { left: b.left, right: b.right, width: b.width }; }
      function lefts(cells) { return Array.prototype.filter.call(cells, shown).map(function (c) { return box(c).left; }); }
      var matchRow = root.querySelector('table.match tbody tr');
      var heatHead = root.querySelector('table.heatmap thead tr');
      return {
        direction: getComputedStyle(root.querySelector('.ap')).direction,
        tokens: Array.prototype.map.call(root.querySelectorAll('.tokens button.token'), function (b) {
          var at = box(b);
          return { text: b.textContent, left: at.left, right: at.right, top: b.getBoundingClientRect().top };
        }),
        bars: Array.prototype.filter.call(root.querySelectorAll('table.match .meter-fill'), shown).map(function (fill) {
          return { fill: box(fill), track: box(fill.parentElement) };
        }),
        matchCells: matchRow ? lefts(matchRow.children) : [],
        heatColumns: heatHead ? Array.prototype.map.call(heatHead.children, function (c) { return { text: c.textContent, left: box(c).left }; }) : [],
        heatRows: Array.prototype.map.call(root.querySelectorAll('table.heatmap tbody tr'), function (row) { return lefts(row.children); }),
      };
    },
    // How far the page scrolls sideways, and how tall the widget is.
    geometry: function () {
      var d = doc();
      return { scrollWidth: d.documentElement.scrollWidth, clientWidth: d.documentElement.clientWidth,
        height: Math.round(widget().getBoundingClientRect().height) };
    },
    // The phone page's iframe grows to its lesson's height, for one screenshot of it all.
    fitFrame: function () {
      var f = frame();
      if (f) f.style.height = f.contentDocument.documentElement.scrollHeight + 'px';
      return true;
    },
    // Adds the widget's script to a course page made with `later` (server.js).
    go: function () { doc().defaultView.__go(); return true; },
    // Where the text below the widget starts (the reserve checks).
    below: function () { return Math.round(doc().querySelector('#below').getBoundingClientRect().top); },
  };
}());
