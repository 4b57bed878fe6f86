/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { offerUpdate } from './updateNotice';

describe('the notice of a new version', () => {
  let controllerChange: (() => void) | null = null;
  beforeEach(() => {
    document.body.innerHTML = '';
    controllerChange = null;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { addEventListener: (type: string, listener: () => void) => type === 'controllerchange' && (controllerChange = listener) },
    });
  });

  it('says a new version is there, once however often it is offered', () => {
    const worker = { postMessage: jest.fn() } as unknown as ServiceWorker;
    offerUpdate(worker);
    offerUpdate(worker);
    const notices = document.querySelectorAll('.update-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0].getAttribute('role')).toBe('status');
    expect(notices[0].textContent).toBe('A new version of this site is available.Reload');
  });

  it('hands over to the waiting worker on Reload, and reloads once it controls the page', () => {
    const postMessage = jest.fn();
    offerUpdate({ postMessage } as unknown as ServiceWorker);
    expect(controllerChange).toBeNull();
    document.querySelector<HTMLButtonElement>('.update-notice button')!.click();
    expect(postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    // jsdom's location cannot reload: the listener is what the page would run.
    expect(controllerChange).toEqual(expect.any(Function));
  });
});
