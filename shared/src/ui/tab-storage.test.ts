import { recallTab, rememberTab } from './tab-memory';
import { tabStorage } from './tab-storage';

describe('tabStorage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
  afterEach(() => {
    Object.defineProperty(window, 'sessionStorage', original);
  });

  it('is the tab’s sessionStorage where the browser allows it', () => {
    expect(tabStorage()).toBe(window.sessionStorage);
  });

  it('is null where reading sessionStorage throws, and the tab memory then neither throws nor remembers', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(tabStorage()).toBeNull();
    expect(() => rememberTab('purge', 'urls')).not.toThrow();
    expect(recallTab('purge')).toBeNull();
  });
});
