import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { applyLanguage } from '@/lib/i18n';

// happy-dom lacks a few browser APIs Mantine calls on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  window.sessionStorage.clear();
  cleanNotifications();
  applyLanguage('es');
});
