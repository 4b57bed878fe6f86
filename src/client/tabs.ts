/**
 * Makes the build-time tabs (node/mdx/components/Tabs.tsx) work: switching
 * on click and with the arrow keys, tabs with the same `groupId` switching
 * together, the choice remembered in local storage under Docusaurus's key
 * (`docusaurus.tab.<groupId>`) and, with `queryString`, kept in the URL.
 */
import { createStorageSlot } from './storage';

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function valuesOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')].map((t) => t.dataset.value!);
}

/** Shows `value` in one tabs container; false when it has no such tab. */
function select(container: HTMLElement, value: string): boolean {
  if (!valuesOf(container).includes(value)) return false;
  for (const tab of container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')) {
    const active = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    tab.classList.toggle('tabs__item--active', active);
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Shows `value` in `container` and, with a group id, in every tab group of the same id under `root`; remembers the choice. */
function chooseIn(root: HTMLElement, container: HTMLElement, value: string): void {
  const { groupId, queryString } = container.dataset;
  const targets = groupId ? [...root.querySelectorAll<HTMLElement>('[data-tabs]')].filter((c) => c.dataset.groupId === groupId) : [container];
  for (const target of targets) select(target, value);
  if (groupId) createStorageSlot(storageKey(groupId)).set(value);
  if (queryString) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryString, value);
    window.history.replaceState(window.history.state, '', url);
  }
}

/**
 * A tab clicked before this module had loaded: chosen now that it has, so a
 * quick reader's click is not lost.
 */
export function chooseTab(root: HTMLElement, tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>('[data-tabs]');
  if (container && tab.dataset.value) chooseIn(root, container, tab.dataset.value);
}

/** Installs the behaviour on the tabs under `root`; returns the function that removes it. */
export function installTabs(root: HTMLElement): () => void {
  const containers = () => [...root.querySelectorAll<HTMLElement>('[data-tabs]')];
  const inGroup = (groupId: string) => containers().filter((c) => c.dataset.groupId === groupId);

  // The reader's earlier choice: the URL first, then local storage.
  const params = new URLSearchParams(window.location.search);
  for (const container of containers()) {
    const { groupId, queryString } = container.dataset;
    const fromUrl = queryString ? params.get(queryString) : null;
    const remembered = groupId ? createStorageSlot(storageKey(groupId)).get() : null;
    for (const value of [fromUrl, remembered]) if (value && select(container, value)) break;
  }

  const choose = (container: HTMLElement, value: string) => chooseIn(root, container, value);

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tabs] > [role="tablist"] > [role="tab"]');
    if (!tab) return;
    // Keep the clicked tab where it was on screen when tabs above it change height.
    const top = tab.getBoundingClientRect().top;
    choose(tab.closest<HTMLElement>('[data-tabs]')!, tab.dataset.value!);
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tabs] > [role="tablist"] > [role="tab"]');
    if (!tab) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target.focus();
    choose(tab.closest<HTMLElement>('[data-tabs]')!, target.dataset.value!);
  };
  // Another browser tab chose a value for a group: follow it.
  const groups = new Set(
    containers()
      .map((c) => c.dataset.groupId)
      .filter((g): g is string => !!g),
  );
  const unlisten = [...groups].map((groupId) =>
    createStorageSlot(storageKey(groupId)).listen((value) => value && inGroup(groupId).forEach((c) => select(c, value))),
  );

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  // For tests and styles: the tabs answer from now on.
  for (const container of containers()) container.dataset.tabsReady = '';
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    unlisten.forEach((u) => u());
  };
}
