// Type-only test of what a course's host page uses (issue 40): the element's
// `task` and `progress` events, its learnerState and restoreLearnerState()
// (dist/attention-playground.d.ts), and attention-playground/xapi's statements
// (dist/attention-xapi.d.ts), with the mistakes the types refuse.
import type { AttentionPlaygroundElement, PlaygroundLearnerState, PlaygroundProgressDetail, PlaygroundTaskDetail } from '../../dist/attention-playground';
import { completedStatement, progressedStatement, type XapiStatement } from '../../dist/attention-xapi';

export function forward(widget: AttentionPlaygroundElement, send: (statement: XapiStatement) => void): void {
  const actor = { account: { homePage: 'https://lms.example', name: 'learner-42' } };
  const courseUrl = 'https://course.example/attention';
  widget.addEventListener('task', (event) => {
    const detail: PlaygroundTaskDetail = event.detail;
    const scaled: 1 = detail.score.scaled;
    send(completedStatement(detail, { actor, courseUrl }));
    console.log(detail.step, detail.example, detail.durationMs + scaled, detail.lesson.tasksDone);
  });
  widget.addEventListener('progress', (event) => {
    const lesson: PlaygroundProgressDetail = event.detail;
    send(progressedStatement(lesson, { actor, courseUrl, lesson: 'chapter-3' }));
  });
  const kept: PlaygroundLearnerState | null = widget.learnerState;
  if (kept) {
    const result = widget.restoreLearnerState(JSON.stringify(kept));
    if (!result.ok) console.warn(result.error);
    widget.learnerState = kept;
  }
  // @ts-expect-error a statement needs the learner: the module never invents one
  completedStatement({} as PlaygroundTaskDetail, { courseUrl });
  // @ts-expect-error a learner state is version 1
  widget.restoreLearnerState({ format: 'attention-playground/learner-state', version: 2, step: 'softmax', example: 'it', link: '', tasksDone: [] });
}
