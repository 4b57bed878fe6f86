/**
 * "A new version of this site is available", with a button that reloads to it: loaded only when a new
 * build's worker is waiting. Until the reader asks, the open page keeps its own build's files.
 */
import { translate } from '../i18n/translate';

export function offerUpdate(worker: ServiceWorker): void {
  if (document.querySelector('.update-notice')) return;
  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = translate({
    id: 'theme.offline.newVersion',
    message: 'A new version of this site is available.',
    description: 'The notice shown when a new build of the site was deployed while the page was open',
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = translate({ id: 'theme.offline.reload', message: 'Reload', description: 'The button that loads the new version of the site' });
  button.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'skip-waiting' });
  });
  notice.append(text, button);
  document.body.append(notice);
}
