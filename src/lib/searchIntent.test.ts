/** @jest-environment jsdom */
import { SEARCH_INTENT_SCRIPT, takeSearchIntent } from './searchIntent';

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the search intent held before the page is interactive', () => {
  beforeEach(() => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head's inline script as the browser would
    (new Function(SEARCH_INTENT_SCRIPT) as () => void)();
  });
  afterEach(() => takeSearchIntent());

  it('is null when no hotkey was pressed, and leaves other keys to the page', () => {
    expect(press('a')).toBe(false);
    expect(takeSearchIntent()).toBeNull();
  });

  it('holds `/` and what is typed after it, Backspace included', () => {
    expect(press('/')).toBe(true);
    for (const key of ['g', 'i', 't', 'x']) expect(press(key)).toBe(true);
    press('Backspace');
    expect(press('Shift')).toBe(false);
    expect(takeSearchIntent()).toBe('git');
    // Once taken, the keys are the page's again.
    expect(press('/')).toBe(false);
    expect(takeSearchIntent()).toBeNull();
  });

  it('holds Ctrl+K and Cmd+K, but not `/` typed in a field; Escape forgets', () => {
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('/', {}, field)).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    press('Escape');
    press('K', { metaKey: true });
    expect(takeSearchIntent()).toBe('');
    field.remove();
  });
});
