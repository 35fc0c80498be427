import { PAGE_BOOT_ELEMENT_ID } from '@shop/shared/contract/page-boot';
import { readPageBoot } from './page-boot';

const boot = {
  config: { market: 'CZ', default_locale: 'cs', currency: 'CZK' },
  remotes: { 'mf-admin-categories': { entry: '/mf/mf-admin-categories/mf-manifest.json', contract: '1.0' } },
  me: { user: { id: 1, email: 'staff@example.com', first_name: 'S', last_name: 'T', role: 'staff' }, csrf_token: 'token' },
};

function writeBoot(text: string) {
  const element = document.createElement('script');
  element.id = PAGE_BOOT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove());

describe('the boot data the server writes into the tree editor page', () => {
  it('is read and checked', () => {
    writeBoot(JSON.stringify(boot));
    expect(readPageBoot()).toEqual(boot);
  });

  it('counts as absent when missing, not JSON or not the contract', () => {
    expect(readPageBoot()).toBeNull();
    writeBoot('{"config":');
    expect(readPageBoot()).toBeNull();
    document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove();
    writeBoot(JSON.stringify({ ...boot, me: { user: { ...boot.me.user, role: 'owner' }, csrf_token: 'token' } }));
    expect(readPageBoot()).toBeNull();
  });
});
