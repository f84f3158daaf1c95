/**
 * A page for e2e/useDeferredAnswer.spec.ts (bundled there, never part of the app): a part drawn from a
 * deferred answer, memoised as screens memoise what an answer does not change, under a parent redrawn
 * as a slider or a typed filter redraws its screen. The part must be drawn again only when the answer changes.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type Answer, useDeferredAnswer } from './useDeferredAnswer';

const client = new QueryClient();
let asked = 0;
let partDrawn = 0;

const Part = memo(function Part({ answer }: { answer: Answer<ReturnType<typeof useCount>> }) {
  // Every commit of the part, none when memo skipped it.
  useEffect(() => {
    partDrawn += 1;
  });
  return <p id="part">{answer.isSuccess ? answer.data : '…'}</p>;
});

const useCount = () => useQuery({ queryKey: ['count'], queryFn: async () => (asked += 1) });

const controls: { redraw?: () => void } = {};
function Parent() {
  const answer = useDeferredAnswer(useCount());
  const [, setRedraws] = useState(0);
  useEffect(() => {
    controls.redraw = () => setRedraws((n) => n + 1);
  }, []);
  return <Part answer={answer} />;
}

const text = () => document.getElementById('part')?.textContent;
const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 10));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** How often the part was drawn while its parent was redrawn five times, then when the answer changed. */
(window as unknown as { drawsOfPart: () => Promise<object> }).drawsOfPart = async () => {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={client}>
      <Parent />
    </QueryClientProvider>,
  );
  await until(() => text() === '1');
  await settle();
  const answered = partDrawn;
  for (let i = 0; i < 5; i++) {
    controls.redraw!();
    await settle();
  }
  const afterRedraws = partDrawn - answered;
  await client.refetchQueries({ queryKey: ['count'] });
  await until(() => text() === '2');
  return { afterRedraws, shown: text() };
};
