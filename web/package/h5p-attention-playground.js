// The H5P content type H5P.AttentionPlayground: attaches one widget with the
// step, language and example the author set in H5P's editor, reports the
// learner's ✓ through H5P's xAPI ("completed", with a score of 1 of 1 and the
// attempt's duration), and gives H5P the learner state to keep
// (getCurrentState), which it hands back as extras.previousState to resume.
// H5P's own global (window.H5P) is the host's: this file runs inside H5P's player.

import { isoDuration } from '../xapi/xapi.js';

const H5P = window.H5P;

function AttentionPlayground(params, contentId, extras) {
  H5P.EventDispatcher.call(this);
  this.params = params || {};
  this.contentId = contentId;
  this.previousState = extras && extras.previousState ? extras.previousState : null;
  this.widget = null;
}
AttentionPlayground.prototype = Object.create(H5P.EventDispatcher.prototype);
AttentionPlayground.prototype.constructor = AttentionPlayground;

AttentionPlayground.prototype.attach = function attach($container) {
  const container = $container.get(0);
  container.classList.add('h5p-attention-playground');
  if (this.widget) {
    container.replaceChildren(this.widget);
    return;
  }
  const widget = container.ownerDocument.createElement('attention-playground');
  for (const name of ['step', 'lang', 'scenario']) {
    if (typeof this.params[name] === 'string' && this.params[name]) widget.setAttribute(name, this.params[name]);
  }
  this.widget = widget;
  container.replaceChildren(widget);
  widget.addEventListener('task', (event) => this.completed(event.detail));
  // The frame follows the widget's height as it draws and as the learner opens things.
  new ResizeObserver(() => this.trigger('resize')).observe(widget);
  if (this.previousState) {
    // Restored once the widget has drawn what its attributes ask (as the SCORM and cmi5 wrappers do).
    customElements.whenDefined('attention-playground').then(() => widget.whenIdle()).then(() => {
      const result = widget.restoreLearnerState(this.previousState);
      if (!result || !result.ok) console.warn(`H5P.AttentionPlayground: the kept state was not restored: ${result ? result.error : 'no answer'}`);
    });
  }
};

// The ✓ just earned (the widget's task event) as H5P's xAPI statement.
AttentionPlayground.prototype.completed = function completed(detail) {
  const event = this.createXAPIEventTemplate('completed');
  event.setScoredResult(detail.score.raw, detail.score.max, this, true, detail.score.raw >= detail.score.max);
  event.data.statement.result.duration = isoDuration(detail.durationMs);
  this.trigger(event);
};

const stepDone = (widget) => {
  const state = widget && widget.learnerState;
  return Boolean(state && Array.isArray(state.tasksDone) && state.tasksDone.some((task) => task && task.step === widget.getAttribute('step')));
};

// H5P's question contract: the score so far, of 1.
AttentionPlayground.prototype.getScore = function getScore() { return stepDone(this.widget) ? 1 : 0; };
AttentionPlayground.prototype.getMaxScore = function getMaxScore() { return 1; };

// What H5P keeps for the learner's return (contentUserData "state").
AttentionPlayground.prototype.getCurrentState = function getCurrentState() {
  return this.widget ? this.widget.learnerState : this.previousState;
};

H5P.AttentionPlayground = AttentionPlayground;
