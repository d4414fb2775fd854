// Finds the LMS's SCORM API object the standard way (ADL's discovery
// algorithm): the window's parents up to the top, then the opener's and the
// top's opener's, at most 500 steps each. A window of another origin is
// skipped, and an object that lacks the dialect's functions is not taken.

const MAX_STEPS = 500;

function own(win, name) {
  try {
    return win && win[name] ? win[name] : null;
  } catch (error) {
    return null; // another origin's window
  }
}

function parentOf(win) {
  try {
    return win.parent && win.parent !== win ? win.parent : null;
  } catch (error) {
    return null;
  }
}

function scan(start, name) {
  let win = start;
  for (let steps = 0; win && steps <= MAX_STEPS; steps += 1) {
    const api = own(win, name);
    if (api) return api;
    win = parentOf(win);
  }
  return null;
}

// dialect: { apiName, calls: { initialize: 'Initialize', ... } } (scorm-dialects.js) → the API object, or null.
export function findApi(win, dialect) {
  const openers = [() => win, () => win.opener, () => win.top && win.top.opener];
  for (const where of openers) {
    let start = null;
    try { start = where(); } catch (error) { start = null; }
    const api = start ? scan(start, dialect.apiName) : null;
    if (api && Object.values(dialect.calls).every((fn) => typeof api[fn] === 'function')) return api;
  }
  return null;
}
