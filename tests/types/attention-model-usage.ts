// Type-only test of the hand-written dist/attention-model.d.ts (see
// attention-core-usage.ts): the trained model's API, as the Node tests use it.
// Lines marked @ts-expect-error must stay errors.
import createAttentionModel = require('../../dist/attention-model');

async function useModel(): Promise<number> {
  const api: createAttentionModel.ModelApi = await createAttentionModel();
  const model: createAttentionModel.TrainedModel = api.loadModel();
  const other = api.loadModel({ file: new Uint8Array(0) });
  const jobs: createAttentionModel.HeadJob[] = model.heads.map((h) => h.job);
  const reading: createAttentionModel.ModelReading = model.attention('the cat sat');
  const weight: number = reading.layers[0].heads[0].weights[0][1];
  const unknown: string[] = reading.unknown;
  const ids: number[] = model.tokenize('the cat').map((t) => t.id);
  const guess: string = model.nextWords('the cat', 5)[0].word + model.nextWords('the cat')[0].word;
  // @ts-expect-error attention reads a string
  model.attention(['the', 'cat']);
  // @ts-expect-error the file is bytes
  api.loadModel({ file: 'storybook-en.apm' });
  return jobs.length + weight + unknown.length + ids[0] + guess.length + other.shape.width + model.shape.context;
}

useModel();
