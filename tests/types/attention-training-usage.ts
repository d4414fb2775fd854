// Type-only test of the hand-written dist/attention-training.d.ts (see
// attention-core-usage.ts): every function of the training module, as the Node
// tests use it. Lines marked @ts-expect-error must stay errors.
import createAttentionTraining = require('../../dist/attention-training');

async function useTraining(): Promise<number> {
  const training: createAttentionTraining.TrainingApi = await createAttentionTraining();
  const ids: string[] = training.tasks().map((task) => task.id);
  const state = training.start({ task: 'pronoun', seed: 1 });
  const { losses } = training.steps(state, 10, 16);
  const accuracy: number | null = training.evaluate(state).pronounAccuracy;
  const example: createAttentionTraining.TrainingExample = training.examples('pronoun', { count: 1, seed: 'beef' })[0];
  const probabilities: number[][] = training.forward(state, example.embeddings).probabilities;
  const q: number[][] = training.project({ embeddings: [[1, 0]], weights: [[1], [2]] });
  // @ts-expect-error no such task
  training.start({ task: 'copy' });
  // @ts-expect-error steps needs a state
  training.steps(10);
  return ids.length + losses[0] + (accuracy ?? 0) + probabilities[0][0] + q[0][0];
}

// In a browser the classic script defines a global of the same shape.
const fromGlobal: Promise<createAttentionTraining.TrainingApi> = globalThis.createAttentionTraining();

export { useTraining, fromGlobal };
