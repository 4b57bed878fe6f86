/**
 * The search modal's input and the focus: what the reader typed while the
 * modal opened goes into its query, and the focus stays in the open dialog.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { nextTask } from '../../lib/nextTask';

// eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter is called with the field as `this` (setNativeValue)
const nativeValueSetter = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets the field's value as the reader's typing would: React's value tracker does not see it. */
function setNativeValue(field: HTMLInputElement, value: string) {
  if (nativeValueSetter) nativeValueSetter.call(field, value);
  else field.value = value;
}

/** Focuses DocSearch's input, unless it has the focus; returns it. */
export function focusInput(): HTMLInputElement | null {
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (field && document.activeElement !== field) field.focus();
  return field;
}

/**
 * Gives the input the focus a task after the modal mounts, with what the reader
 * typed meanwhile (`takeTyping`, from the search bar) as its query.
 */
export function useTypingTakeover(initialQuery: string | undefined, takeTyping: (() => string | undefined) | undefined, reveal: () => void): void {
  // The input takes the focus in a task of its own, after the one that mounts the
  // modal: its focus handler renders DocSearch again, which made the longest task
  // of a first search longer still. (The search bar sees that the page has the
  // focus before the mount, so that the browser does not focus the input's
  // `autofocus` in the next frame either.) What the reader typed until the input
  // has the focus is held by the search bar, and goes into the query then, the
  // caret after it.
  const typedOver = useRef<boolean | null>(null);
  const takeOver = (): HTMLInputElement | null => {
    const field = focusInput();
    if (typedOver.current !== null) return field;
    const typed = takeTyping?.();
    typedOver.current = !!field && typed !== undefined && typed !== (initialQuery ?? '');
    if (field && typedOver.current) {
      // React ignores an `input` event whose value it set itself: its value tracker
      // remembers the last value it saw through the element's own `value` setter
      // (facebook/react#10135). The prototype's setter bypasses the tracker, so
      // DocSearch's `onChange` sees the typed query.
      setNativeValue(field, typed!);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return field;
  };
  useLayoutEffect(() => {
    reveal();
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) takeOver();
    });
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: reveal and takeOver are new on every render, and takeOver reads refs and the props the modal mounted with
  }, []);
  // In case the task above has not come yet; and after DocSearch's own effects,
  // which select a query taken from the page's selection: typed over, the caret goes after it.
  useEffect(() => {
    const field = takeOver();
    if (field && typedOver.current) field.setSelectionRange(field.value.length, field.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount (takeOver does its work once)
  }, []);
}

/** Keeps the focus in the open dialog, which is `aria-modal`. */
export function useFocusInModal(): void {
  // After a client-side navigation, Gatsby's router focuses the new page in a passive effect, a
  // frame or more later (`FocusHandlerImpl` in src/lib/focus-handler.js of @gatsbyjs/reach-router 2.0.1, https://github.com/gatsbyjs/reach-router):
  // a search opened in between lost its focus, and the reader's keys went to the page.
  // Set up in the commit that mounts the modal, before that effect can run. (The
  // search bar gives the focus back to its button once the modal is gone.)
  useLayoutEffect(() => {
    const keepFocus = (event: FocusEvent) => {
      const container = document.querySelector('.DocSearch-Container');
      if (!container || container.contains(event.target as Node)) return;
      focusInput();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, []);
}
