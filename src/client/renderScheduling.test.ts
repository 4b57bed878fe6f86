/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// (Preact's CommonJS build: jsdom's default "browser" condition picks its ES module, which Jest would load as CommonJS.)
import { afterEach, describe, expect, it } from '@jest/globals';
import { h, options, render } from 'preact';
import { useState } from 'preact/hooks';
import { installRenderScheduling } from './renderScheduling';

/** A component whose state three promise callbacks of one task set, as DocSearch's autocomplete core does when results arrive. */
function mountCounter() {
  const renders: string[] = [];
  let set: (value: string) => void = () => undefined;
  function Counter() {
    const [value, setValue] = useState('idle');
    set = setValue;
    renders.push(value);
    return h('p', null, value);
  }
  const root = document.createElement('div');
  render(h(Counter, null), root);
  renders.length = 0;
  const setInThreeCallbacks = () => {
    const results = Promise.resolve();
    void results.then(() => set('collections')).then(() => set('active item')).then(() => set('done'));
  };
  return { renders, root, setInThreeCallbacks, set: (value: string) => set(value) };
}

/** Lets every microtask queued now run, and those they queue. */
async function afterMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
/** After the task a render was queued in (a zero timeout queued after it). */
const afterATask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('installRenderScheduling', () => {
  const preactDefault = options.debounceRendering;
  afterEach(() => {
    options.debounceRendering = preactDefault;
  });

  it('without it, Preact renders once per promise callback that set the state', async () => {
    const { renders, setInThreeCallbacks } = mountCounter();
    setInThreeCallbacks();
    await afterMicrotasks();
    expect(renders).toEqual(['collections', 'active item', 'done']);
  });

  it('with it, state set in several callbacks of one task renders once, in a later task, with the last state', async () => {
    installRenderScheduling();
    const { renders, root, setInThreeCallbacks } = mountCounter();
    setInThreeCallbacks();
    await afterMicrotasks();
    expect(renders).toEqual([]);
    expect(root.textContent).toBe('idle');
    await afterATask();
    expect(renders).toEqual(['done']);
    expect(root.textContent).toBe('done');
  });

  it('with it, state set in an event handler renders at the next microtask, before the task ends', async () => {
    installRenderScheduling();
    const { renders, root, set } = mountCounter();
    const button = document.createElement('button');
    button.addEventListener('click', () => set('clicked'));
    button.dispatchEvent(new MouseEvent('click'));
    await afterMicrotasks();
    expect(renders).toEqual(['clicked']);
    expect(root.textContent).toBe('clicked');
  });

  it('renders through scheduler.yield where the browser has it', async () => {
    const calls: string[] = [];
    // A continuation in a later task, as the browser's.
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => (calls.push('yield'), new Promise((resolve) => setTimeout(resolve, 0))) };
    try {
      installRenderScheduling();
      const { renders, setInThreeCallbacks } = mountCounter();
      setInThreeCallbacks();
      await afterMicrotasks();
      expect(calls).toEqual(['yield']);
      await afterATask();
      expect(renders).toEqual(['done']);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
