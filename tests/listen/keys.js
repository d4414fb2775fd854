// Real key presses, as X events (xdotool) into the browser's window, so that
// Orca hears them as it hears a person's keyboard; and typing an address.
'use strict';
const { execFileSync } = require('node:child_process');

const xdotool = (...args) => execFileSync('xdotool', args, { encoding: 'utf8' }).trim();

// The browser's window (the only one of its class on our display), given the keyboard focus.
function focusWindow(windowClass) {
  const ids = xdotool('search', '--onlyvisible', '--class', windowClass).split(/\s+/).filter(Boolean);
  if (!ids.length) throw new Error(`no ${windowClass} window on ${process.env.DISPLAY}`);
  const id = ids[ids.length - 1];
  xdotool('windowfocus', '--sync', id);
  return id;
}

// key('Down'), key('Tab'), key('ctrl+l'): xdotool's key names.
function key(name) { xdotool('key', '--clearmodifiers', name); }

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Opens an address as a person does: the address bar, the address, Return. The
// bar is given time to take the focus: typed into the page, the address's
// letters would be Orca's quick-navigation keys (h: next heading, t: table…).
async function openAddress(url) {
  await pause(300);
  key('ctrl+l');
  await pause(800);
  xdotool('type', '--delay', '15', url);
  key('Return');
}

module.exports = { focusWindow, key, openAddress };
