/**
 * The thin bar at the top of the page during a route change, and a spinner
 * over the content area (spec sections 2, 4 and 9: "a spinner shows while a
 * page loads"), both after the loader delay. Plain DOM, no React: they live
 * outside the app (the spinner is placed over `<main>`, not inside it, so
 * React never meets a node it did not make) and cost nothing until a
 * navigation. This code is not in a page's first load: see deferredProgress.ts.
 */
import { PROGRESS_SETTINGS, trickle } from '../lib/progress';

let bar: HTMLDivElement | null = null;
let status: number | null = null;
let startTimer: number | undefined;
let trickleTimer: number | undefined;
let spinner: HTMLDivElement | null = null;

/** The spinner, centred in the part of the content area that is on screen. */
function showSpinner() {
  const main = document.querySelector('main');
  if (!main) return;
  const area = main.getBoundingClientRect();
  const top = Math.max(area.top, 0);
  const bottom = Math.min(area.bottom, window.innerHeight);
  spinner ??= document.createElement('div');
  spinner.className = 'route-spinner';
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', 'Loading page content');
  spinner.style.left = `${area.left + area.width / 2}px`;
  spinner.style.top = `${top + Math.max(0, bottom - top) / 2}px`;
  if (!spinner.isConnected) document.body.appendChild(spinner);
}

function hideSpinner() {
  spinner?.remove();
  spinner = null;
}

function render(value: number) {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    document.body.appendChild(bar);
  }
  bar.style.transition = `transform ${PROGRESS_SETTINGS.speed}ms linear, opacity ${PROGRESS_SETTINGS.speed}ms linear`;
  bar.style.opacity = '1';
  bar.style.transform = `scaleX(${value})`;
  bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
}

function show() {
  status = trickle(null);
  render(status);
  showSpinner();
  trickleTimer = window.setInterval(() => {
    status = trickle(status);
    render(status);
  }, PROGRESS_SETTINGS.trickleSpeed);
}

/**
 * A path change began (at `startedAt`, `performance.now()`'s time, by default
 * now): the bar appears if the route has not updated within the delay.
 */
export function startProgress(startedAt = performance.now()): void {
  if (startTimer !== undefined || status !== null) return;
  const wait = PROGRESS_SETTINGS.delay - (performance.now() - startedAt);
  if (wait <= 0) {
    show();
    return;
  }
  startTimer = window.setTimeout(() => {
    startTimer = undefined;
    show();
  }, wait);
}

/** The route updated (or the navigation ended otherwise): fill the bar and fade it out. */
export function finishProgress(): void {
  window.clearTimeout(startTimer);
  startTimer = undefined;
  window.clearInterval(trickleTimer);
  trickleTimer = undefined;
  hideSpinner();
  if (status === null) return;
  status = null;
  render(1);
  const done = bar;
  window.setTimeout(() => {
    if (done && status === null) {
      done.style.opacity = '0';
      window.setTimeout(() => {
        if (status === null) done.remove();
        if (bar === done && status === null) bar = null;
      }, PROGRESS_SETTINGS.speed);
    }
  }, PROGRESS_SETTINGS.speed);
}
