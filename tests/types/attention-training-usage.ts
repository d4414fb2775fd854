// Type-only test of the hand-written dist/attention-training.d.ts (see
// attention-core-usage.ts): every function of the training module, as the Node
// build's users (and the classic file's, through the global) call them.
import createAttentionTraining = require('../../dist/attention-training');

async function useTraining(): Promise<number> {
  const training: createAttentionTraining.TrainingApi = await createAttentionTraining({ worker: false });
  const where: boolean = training.inWorker;
  const can: boolean = await training.canTrain('es');
  const run: createAttentionTraining.TrainingRun = await training.start({ language: 'en', seed: 3 });
  const words: readonly string[] = run.vocabulary;
  const width: number = run.plan.shape.width;
  const baseline: number = run.bigram.loss;
  const done: createAttentionTraining.StepResult = await run.step(10);
  const gate: createAttentionTraining.GateResult = await run.gate();
  const passed: boolean = gate.passed;
  const heldOut = await run.heldOut();
  const reading: createAttentionTraining.RunReading = await run.read('the dog sat because it', 3);
  const row: number[] = reading.layers[0].heads[gate.head].weights[4];
  const guess: string = reading.next[0].word;
  const match: createAttentionTraining.RunMatch = await run.match('the dog sat because it', 4, { layer: 0, head: gate.head });
  const grid: number[][] = match.grid;
  const file: Uint8Array = await run.modelFile();
  await run.dispose();
  // @ts-expect-error the language is a string, the seed a number or hex digits
  training.start({ language: 1, seed: [] });
  // @ts-expect-error step takes a count, not an options object
  run.step({ steps: 2 });
  // @ts-expect-error the toy tasks are gone
  training.tasks();
  return done.loss + width + baseline + heldOut.loss + row[0] + grid[0][0] + file.length + words.length +
    (where ? 1 : 0) + (can ? 1 : 0) + (passed ? 1 : 0) + guess.length + match.scores[0];
}

const fromGlobal: Promise<createAttentionTraining.TrainingApi> = globalThis.createAttentionTraining();

export { useTraining, fromGlobal };
