// One shape for everything that follows an element on and off the page (the
// hash link, the colour-scheme watcher, the training bridge, the drawing and
// the idle work of updates.js): a controller is
// an object with hostConnected() and hostDisconnected(), both optional. It is
// added to its element once (addController), and the element calls them for
// every controller, in the order added, from connectedCallback and
// disconnectedCallback (connectControllers). A controller that needs the
// element drawn again asks its host's _requestUpdate() (internal: not part of
// the element's API).

const CONTROLLERS = new WeakMap(); // host -> its controllers, in the order added

export function addController(host, controller) {
  (CONTROLLERS.get(host) || CONTROLLERS.set(host, []).get(host)).push(controller);
  return controller;
}

// connected: true from connectedCallback, false from disconnectedCallback.
export function connectControllers(host, connected) {
  const hook = connected ? 'hostConnected' : 'hostDisconnected';
  for (const c of CONTROLLERS.get(host) || []) if (c[hook]) c[hook]();
}
