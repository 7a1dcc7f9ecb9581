import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@charla/contracts';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every locales/<lang>/<namespace>.json is bundled statically: no network round trip before the first
// paint, and new namespaces are picked up without touching this file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  // Resources are bundled, so init can finish synchronously before the first render.
  initAsync: false,
});

/** Switches the UI language and keeps `<html lang>` in step with it. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : DEFAULT_LANGUAGE;
}
