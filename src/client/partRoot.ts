/**
 * A part of the page's frame (navbar, footer, announcement) whose code is not
 * in the page's first load. The server's HTML of the part stays on screen as
 * it is, links and all, until the part's code is loaded and React hydrates it
 * as a root of its own: when the browser is idle, when the reader reaches for
 * it (a pointer over it, a touch, the focus), or when what it shows changes
 * (a navigation). A click that comes before is held and given again to the
 * same element once React handles it, so no click is lost or becomes a full
 * page load.
 */
import type { ComponentType, ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { whenIdle } from './idle';

/** Makes what the part's root renders: the part's component with `props`, calling `committed` once React has put it on the page. */
export type BuildElement<P> = (Component: ComponentType<P>, props: P, committed: () => void) => ReactElement;

export interface PartRootOptions<P> {
  /** The part's component, from its own chunk. */
  load: () => Promise<ComponentType<P>>;
  /** Hydrate when the browser is next idle, not only on the reader's first move towards the part. */
  atIdle?: boolean;
  /** Hydrate on any key the reader presses (the navbar's search hotkeys). */
  onKeys?: boolean;
}

const INTERACTIVE = 'a[href],button,summary,label,input,select,textarea,[role="button"],[tabindex]';

/** A plain click on an element the part's code handles: a button, or a link the router would follow. */
function heldTarget(event: MouseEvent, container: HTMLElement): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const hit = (event.target as Element | null)?.closest?.<HTMLElement>(INTERACTIVE);
  if (!hit || !container.contains(hit)) return null;
  // Links the browser opens elsewhere are the browser's, with or without the part's code.
  if (hit instanceof HTMLAnchorElement && ((hit.target && hit.target !== '_self') || hit.hasAttribute('download') || hit.origin !== window.location.origin))
    return null;
  // So are links to a place on this page (a table of contents' entries): the browser scrolls there at once, as the router would.
  if (hit instanceof HTMLAnchorElement && hit.hash && hit.pathname === window.location.pathname && hit.search === window.location.search) return null;
  return hit;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export class PartRoot<P extends object> {
  private state: 'static' | 'loading' | 'live' = 'static';
  private root: Root | null = null;
  /** The props of the server's HTML, and the latest with the function that renders them. */
  private first: { props: P; build: BuildElement<P> } | null = null;
  private latest: { props: P; build: BuildElement<P> } | null = null;
  private rendered: P | null = null;
  private Component: ComponentType<P> | null = null;
  private held: HTMLElement | null = null;
  private passing = false;
  private gone = false;
  private readonly listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [];

  constructor(
    private readonly container: HTMLElement,
    private readonly options: PartRootOptions<P>,
  ) {
    const start = () => this.start();
    const onClick = (event: Event) => this.onClick(event as MouseEvent);
    this.listen(container, 'click', onClick, { capture: true });
    for (const type of ['pointerover', 'focusin', 'touchstart']) this.listen(container, type, start, { capture: true, passive: true });
    if (options.onKeys) this.listen(window, 'keydown', start, { capture: true, passive: true });
    // Nothing from the server here (a frame mounted in the browser): drawn as soon as its code is in.
    if (container.childNodes.length === 0) this.start();
    else if (options.atIdle) whenIdle(start);
  }

  /** What the part shows now; the first call is what the server rendered. */
  update(props: P, build: BuildElement<P>): void {
    this.latest = { props, build };
    this.first ??= this.latest;
    if (this.state === 'live') this.renderLatest();
    else if (!shallowEqual(props, this.first.props)) this.start();
  }

  /** Hydrates the part (or draws it, when what it shows has changed since the server's HTML). */
  start(): void {
    if (this.state !== 'static' || this.gone) return;
    this.state = 'loading';
    this.options.load().then(
      (Component) => {
        if (this.gone || !this.latest || !this.first) return;
        this.Component = Component;
        const committed = () => this.onCommitted();
        if (this.container.childNodes.length > 0 && shallowEqual(this.latest.props, this.first.props)) {
          this.rendered = this.first.props;
          this.root = hydrateRoot(this.container, this.first.build(Component, this.first.props, committed));
        } else {
          // Hydrating with other props than the server's would not match its HTML; React draws it anew.
          this.rendered = this.latest.props;
          this.root = createRoot(this.container);
          this.root.render(this.latest.build(Component, this.latest.props, committed));
        }
      },
      () => {
        // Its code did not load: the server's HTML stays, a held click gets the browser's own behaviour, and the next move tries again.
        this.state = 'static';
        this.release(true);
      },
    );
  }

  /** Unmounts the part's root, after the current render (React refuses to unmount a root while rendering another). */
  unmount(): void {
    this.gone = true;
    this.stopListening();
    const root = this.root;
    if (root) window.setTimeout(() => root.unmount());
  }

  private onCommitted(): void {
    if (this.state === 'live') return;
    this.state = 'live';
    this.stopListening();
    // After React's commit: the held click runs React's handlers on the hydrated element.
    queueMicrotask(() => {
      this.renderLatest();
      this.release(false);
    });
  }

  private renderLatest(): void {
    if (!this.root || !this.Component || !this.latest || (this.rendered && shallowEqual(this.latest.props, this.rendered))) return;
    this.rendered = this.latest.props;
    this.root.render(this.latest.build(this.Component, this.latest.props, () => {}));
  }

  private onClick(event: MouseEvent): void {
    if (this.state === 'live' || this.passing) return;
    const target = heldTarget(event, this.container);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    this.held = target;
    this.start();
  }

  /** Gives the held click again: to React's handlers, or with `natively` to the browser (a link then loads its page). */
  private release(natively: boolean): void {
    const target = this.held;
    this.held = null;
    if (!target || !target.isConnected) return;
    this.passing = natively;
    try {
      target.click();
    } finally {
      this.passing = false;
    }
  }

  private listen(target: EventTarget, type: string, listener: EventListener, options: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    this.listeners.push([target, type, listener, options]);
  }

  private stopListening(): void {
    for (const [target, type, listener, options] of this.listeners.splice(0)) target.removeEventListener(type, listener, options);
  }
}
