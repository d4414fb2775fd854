// Type-only test of the tag in React 19's JSX (@types/react 19): a lesson
// component with list and object props, React 19's lower-case event props
// (onchange: the `change` event, onplayground-render) and a ref.
import { useRef, useState } from 'react';
import type { AttentionPlaygroundElement, PlaygroundStateDetail } from '../../../dist/attention-playground.mjs';

export function Lesson() {
  const ref = useRef<AttentionPlaygroundElement>(null);
  const [seen, setSeen] = useState<PlaygroundStateDetail | null>(null);
  const [draws, setDraws] = useState(0);
  return (
    <attention-playground
      ref={ref}
      step="heads"
      scenario="heads"
      heads={['who?', 'where?']}
      hide={['share', 'export']}
      controls={['magnitude', 'sink']}
      order={[2, 0, 1]}
      edits={[{ head: 'who', token: 1, query: [1, 0.5] }]}
      sink={{ on: true, score: 3 }}
      magnitude={4}
      focusIndex={1}
      causal
      lang="es"
      className="lesson"
      data-section="2"
      onchange={(event) => setSeen(event.detail)}
      onplayground-render={(event) => setDraws(draws + (event.detail === null ? 1 : 0))}
    >
      {seen ? `${seen.focusWord} ×${seen.magnitude.toFixed(1)} ${seen.heads.join('+')}` : null}
    </attention-playground>
  );
}
