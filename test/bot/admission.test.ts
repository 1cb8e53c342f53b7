// The line after the acknowledgement: work goes on in the order the interactions arrived, whatever
// order Discord answers their acknowledgements in, a few at a time.
import { expect, it } from 'vitest';
import { Admission, ShuttingDownError } from '../../src/bot/admission';

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('lets work go on in arrival order, though the later arrivals were acknowledged first', async () => {
  const admission = new Admission(1);
  const [first, second, third] = [{}, {}, {}];
  for (const holder of [first, second, third]) admission.lineUp(holder);
  const started: string[] = [];
  const enter = (holder: object, name: string) => admission.enter(holder).then(() => started.push(name));

  const later = [enter(third, 'third'), enter(second, 'second')];
  await settle();
  // the first is still being acknowledged: no one behind it goes on
  expect(started).toEqual([]);
  const earliest = enter(first, 'first');
  await settle();
  // one at a time
  expect(started).toEqual(['first']);
  admission.leave(first);
  await settle();
  expect(started).toEqual(['first', 'second']);
  admission.leave(second);
  await Promise.all([earliest, ...later]);
  expect(started).toEqual(['first', 'second', 'third']);
});

it('passes over one that left the line before going on (its acknowledgement failed), and turns the rest away on closing', async () => {
  const admission = new Admission(1);
  const [failed, next, waiting] = [{}, {}, {}];
  for (const holder of [failed, next, waiting]) admission.lineUp(holder);
  const entered = admission.enter(next);
  admission.leave(failed);
  await entered;
  const turnedAway = admission.enter(waiting);
  admission.close();
  await expect(turnedAway).rejects.toBeInstanceOf(ShuttingDownError);
  await expect(admission.enter({})).rejects.toBeInstanceOf(ShuttingDownError);
});
