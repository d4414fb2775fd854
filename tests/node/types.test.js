// The hand-written .d.ts files must describe the API correctly:
// - a small TypeScript program using every function compiles under --strict;
// - the tag type-checks in React 19's JSX (@types/react 19) with list and
//   object props and React 19's lower-case event props, and in Vue templates
//   (vue-tsc, the package's GlobalComponents entry), and each framework's
//   checker refuses the mistakes in tests/types/{react,vue}/wrong files:
//   exactly those errors, at those lines, and none in the lesson files.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vueTsc = path.join(root, 'node_modules', 'vue-tsc', 'bin', 'vue-tsc.js');

// The checker's error lines ("file(line,col): error TSnnnn: message"), relative to root.
function errors(checker, project) {
  try {
    execFileSync(process.execPath, [checker, '-p', path.join(root, project), '--pretty', 'false'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return [];
  } catch (error) {
    if (!error.stdout) throw error;
    return error.stdout.split('\n').filter((line) => /^\S.*\(\d+,\d+\): error TS\d+/.test(line))
      .map((line) => line.replace(/: error (TS\d+): /, ' $1 '));
  }
}

test('the .d.ts files type strict TypeScript programs that use the core, the training module and the element', () => {
  const output = execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tests', 'types', 'tsconfig.json')],
    { encoding: 'utf8' });
  assert.equal(output.trim(), '');
});

const STEPS = "'PlaygroundStep | null | undefined'";

test('React 19 JSX: lists, objects, onchange and onplayground-render type-check; a wrong step, list, word, detail, focus and number are refused', () => {
  const file = 'tests/types/react/wrong.tsx';
  assert.deepEqual(errors(tsc, 'tests/types/react/tsconfig.wrong.json'), [
    `${file}(5,27) TS2322 Type '"attention"' is not assignable to type ${STEPS}.`,
    `${file}(6,35) TS2322 Type 'number' is not assignable to type 'string'.`,
    `${file}(6,38) TS2322 Type 'number' is not assignable to type 'string'.`,
    `${file}(7,27) TS2322 Type '"some"' is not assignable to type '"all" | "top" | null | undefined'.`,
    `${file}(8,61) TS2339 Property 'nosuch' does not exist on type 'PlaygroundStateDetail'.`,
    `${file}(9,27) TS2322 Type '{ focus: string; }' is not assignable to type 'AttentionPlaygroundJsxProps'.`,
    `${file}(10,27) TS2322 Type '{ value: number; }' is not assignable to type 'string | number | null | undefined'.`,
  ]);
});

test('Vue templates (vue-tsc): bound lists, objects and both events type-check; a wrong step, list, word and listener are refused', () => {
  const file = 'tests/types/vue/Wrong.vue';
  assert.deepEqual(errors(vueTsc, 'tests/types/vue/tsconfig.wrong.json'), [
    `${file}(7,25) TS2322 Type '"attention"' is not assignable to type ${STEPS}.`,
    `${file}(8,34) TS2322 Type 'number' is not assignable to type 'string'.`,
    `${file}(8,37) TS2322 Type 'number' is not assignable to type 'string'.`,
    `${file}(9,25) TS2322 Type '"some"' is not assignable to type '"all" | "top" | null | undefined'.`,
    `${file}(10,26) TS2322 Type '(event: CustomEvent<number>) => number' is not assignable to type '(event: CustomEvent<PlaygroundStateDetail>) => void'.`,
  ]);
});
