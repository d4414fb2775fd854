// Type-only test of dist/attention-playground.d.ts: a course page's script
// that finds the element, listens for changes and reads its state.
import AttentionPlayground, { AttentionPlaygroundElement, PlaygroundStateDetail } from '../../dist/attention-playground';

export async function wireUp(): Promise<string> {
  const widget: AttentionPlaygroundElement | null = document.querySelector('attention-playground');
  if (!widget) return '';
  await widget.ready;
  widget.addEventListener('change', (event) => {
    const detail: PlaygroundStateDetail = event.detail;
    console.log(detail.focusWord, detail.magnitude, detail.sink.on, detail.hash, detail.training ?? "closed");
  });
  await widget.loadScenarioData({ id: 'mine' });
  const core = await AttentionPlayground.getCore();
  const tasks = (await AttentionPlayground.getTraining()).tasks();
  const png: Blob = await widget.exportPNG();
  // @ts-expect-error magnitude is a number
  const wrong: string = widget.stateDetail!.magnitude;
  return widget.link + core.tokenize('a b').length + tasks.length + png.size + wrong;
}
