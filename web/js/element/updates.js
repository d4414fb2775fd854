// When the element draws, and the work it waits for: a controller
// (controllers.js) like the others. request() draws at the next animation
// frame, once however many requests come before it (the element's
// _requestUpdate()); track(promise) counts work under way (a load, a typed
// sentence, a language) until it settles; whenIdle() resolves once all of it
// is drawn, the parts loaded on demand included. Off the page the drawing
// still to come is cancelled (nobody sees it), and asked for again on the
// page: an element moved in one go draws once, where it lands.
import { settled } from '../loader/parts.js';

export function updates(draw) {
  let frame = 0;
  let owed = false; // a drawing cancelled off the page
  const work = new Set();
  const self = {
    request() {
      if (!frame) frame = requestAnimationFrame(() => { frame = 0; draw(); });
    },
    track(promise) {
      const done = () => work.delete(promise);
      work.add(promise);
      promise.then(done, done);
      return promise;
    },
    async whenIdle() {
      while (work.size) await Promise.allSettled(Array.from(work));
      await settled();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (work.size) await self.whenIdle(); // a drawing asked for more
    },
    hostConnected() {
      if (owed) self.request();
      owed = false;
    },
    hostDisconnected() {
      owed = owed || frame !== 0;
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
  return self;
}
