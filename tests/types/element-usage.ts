// Type-only test of dist/attention-playground.d.ts (the classic file): a course
// page's script that finds the element, sets its properties, listens for
// changes and reads its state, and uses the one global the file defines.
import type { AttentionPlaygroundElement, PlaygroundStateDetail } from '../../dist/attention-playground';

export async function wireUp(): Promise<string> {
  const widget: AttentionPlaygroundElement | null = document.querySelector('attention-playground');
  if (!widget) return '';
  await widget.ready;
  widget.addEventListener('change', (event) => {
    const detail: PlaygroundStateDetail = event.detail;
    console.log(detail.focusWord, detail.magnitude, detail.sink.on, detail.hash, detail.hide, detail.training ?? 'closed');
  });
  widget.magnitude = 4;
  widget.heads = ['who', 'where'];
  widget.sink = { on: true, score: 3 };
  widget.causal = null;
  await widget.loadScenarioData({ id: 'mine' });
  const core = await AttentionPlayground.getCore();
  const run = await (await window.AttentionPlayground.getTraining()).start({ seed: 2 });
  AttentionPlayground.trainingSrc = 'lib/attention-training.js';
  const png: Blob = await widget.exportPNG();
  const svg: string = await widget.exportSVG();
  // @ts-expect-error magnitude is a number
  const wrong: string = widget.stateDetail!.magnitude;
  // @ts-expect-error rows is "top" or "all"
  widget.rows = 'some';
  return widget.link + core.tokenize('a b').length + run.vocabulary.length + png.size + wrong + svg.length;
}
