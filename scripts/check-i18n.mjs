#!/usr/bin/env node
// Checks the web app's translations (house rule 11: CI fails on a key missing in either language).
//   1. every key exists in both es and en, with the same {{placeholders}};
//   2. every key the source uses through t('ns:key') / t('key') / i18nKey="key" exists in es;
//   3. the errors namespace has exactly one key per ERROR_REASONS entry of packages/contracts;
//   4. no key is unused (dynamic keys such as t(`roles.${role}`) count as uses of every key they can form).
// No dependencies: the source is read as text with regular expressions, which is enough for the
// literal-key style the app sticks to.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'apps/web/locales');
const sourceDir = path.join(root, 'apps/web/src');
const errorsFile = path.join(root, 'packages/contracts/src/errors.ts');
const LANGUAGES = ['es', 'en'];
const REFERENCE = 'es';
const DEFAULT_NS = 'common';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const problems = [];
const report = (message) => problems.push(message);

function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, full, out);
    else out.set(full, String(child));
  }
  return out;
}

function loadLocales() {
  const locales = {};
  for (const language of LANGUAGES) {
    locales[language] = {};
    const dir = path.join(localesDir, language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      try {
        locales[language][namespace] = flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      } catch (error) {
        report(`${language}/${file}: not valid JSON (${error.message})`);
        locales[language][namespace] = new Map();
      }
    }
  }
  return locales;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*([\w.]+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function compareLanguages(locales) {
  const namespaces = new Set(LANGUAGES.flatMap((language) => Object.keys(locales[language])));
  for (const namespace of namespaces) {
    for (const language of LANGUAGES) {
      if (!locales[language][namespace]) report(`${language}/${namespace}.json is missing`);
    }
    const [a, b] = LANGUAGES.map((language) => locales[language][namespace] ?? new Map());
    for (const [key, text] of a) {
      if (!b.has(key)) report(`${namespace}:${key} exists in ${LANGUAGES[0]} but not in ${LANGUAGES[1]}`);
      else if (placeholders(text) !== placeholders(b.get(key))) {
        report(`${namespace}:${key} has different {{placeholders}} in ${LANGUAGES[0]} and ${LANGUAGES[1]}`);
      }
    }
    for (const key of b.keys()) {
      if (!a.has(key)) report(`${namespace}:${key} exists in ${LANGUAGES[1]} but not in ${LANGUAGES[0]}`);
    }
  }
}

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    const isSource = /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts');
    return isSource ? [full] : [];
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template key such as `roles.${role}` becomes a pattern matching every key it can produce. */
function templatePattern(template) {
  const parts = template.split(/\$\{[^}]*\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join('[^:]+')}$`);
}

function splitNamespace(raw, fileNamespace) {
  const index = raw.indexOf(':');
  return index > 0 && !raw.slice(0, index).includes('$')
    ? { namespace: raw.slice(0, index), key: raw.slice(index + 1) }
    : { namespace: fileNamespace, key: raw };
}

function scanSources() {
  const literalUses = [];
  const dynamicUses = [];
  const allStrings = new Set();
  for (const file of listSources(sourceDir)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    const nsMatch = /useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/.exec(text);
    const fileNamespace = nsMatch ? nsMatch[1] : DEFAULT_NS;
    for (const match of text.matchAll(/['"]([\w.-]+:?[\w.-]*)['"]/g)) allStrings.add(match[1]);
    const keyExpressions = [
      /\bt\(\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g,
      /\bi18nKey=\{?\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g,
    ];
    for (const expression of keyExpressions) {
      for (const match of text.matchAll(expression)) {
        const raw = match[2];
        const line = text.slice(0, match.index).split('\n').length;
        const { namespace, key } = splitNamespace(raw, fileNamespace);
        const where = `${relative}:${line}`;
        if (match[1] === '`' && raw.includes('${'))
          dynamicUses.push({ namespace, pattern: templatePattern(key), where });
        else literalUses.push({ namespace, key, where });
      }
    }
  }
  return { literalUses, dynamicUses, allStrings };
}

function hasKey(keys, key) {
  return keys.has(key) || [...keys.keys()].some((candidate) => candidate.replace(PLURAL_SUFFIX, '') === key);
}

function checkUses(locales, { literalUses, dynamicUses }) {
  const reference = locales[REFERENCE];
  for (const { namespace, key, where } of literalUses) {
    if (!reference[namespace])
      report(`${where}: namespace "${namespace}" has no ${REFERENCE}/${namespace}.json`);
    else if (!hasKey(reference[namespace], key))
      report(`${where}: ${namespace}:${key} is used but not translated`);
  }
  for (const { namespace, pattern, where } of dynamicUses) {
    const keys = reference[namespace];
    if (!keys || ![...keys.keys()].some((key) => pattern.test(key.replace(PLURAL_SUFFIX, '')))) {
      report(`${where}: no ${namespace} key matches the dynamic key ${pattern}`);
    }
  }
}

function readErrorReasons() {
  const text = readFileSync(errorsFile, 'utf8');
  const block = /ERROR_REASONS\s*=\s*\[([\s\S]*?)\]\s*as const/.exec(text);
  if (!block) {
    report(`${path.relative(root, errorsFile)}: ERROR_REASONS not found`);
    return [];
  }
  return [...block[1].matchAll(/['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

function checkErrorReasons(locales, reasons) {
  for (const language of LANGUAGES) {
    const keys = locales[language].errors ?? new Map();
    for (const reason of reasons) {
      if (!keys.has(reason)) report(`errors:${reason} (ERROR_REASONS) is missing in ${language}/errors.json`);
    }
  }
  for (const key of locales[REFERENCE].errors?.keys() ?? []) {
    if (!reasons.includes(key)) report(`errors:${key} is not an ERROR_REASONS entry (stale translation)`);
  }
}

function checkUnused(locales, { literalUses, dynamicUses, allStrings }) {
  for (const [namespace, keys] of Object.entries(locales[REFERENCE])) {
    if (namespace === 'errors') continue;
    for (const fullKey of keys.keys()) {
      const key = fullKey.replace(PLURAL_SUFFIX, '');
      const isUsed =
        literalUses.some((use) => use.namespace === namespace && use.key === key) ||
        dynamicUses.some((use) => use.namespace === namespace && use.pattern.test(key)) ||
        // A key kept in data (say `labelKey: 'nav.organizations'`) and translated later.
        allStrings.has(key) ||
        allStrings.has(`${namespace}:${key}`);
      if (!isUsed) report(`${namespace}:${fullKey} is never used in apps/web/src`);
    }
  }
}

const locales = loadLocales();
compareLanguages(locales);
const uses = scanSources();
checkUses(locales, uses);
checkErrorReasons(locales, readErrorReasons());
checkUnused(locales, uses);

if (problems.length > 0) {
  console.error(`i18n check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const count = Object.values(locales[REFERENCE]).reduce((sum, keys) => sum + keys.size, 0);
console.log(`i18n check passed: ${count} keys in ${LANGUAGES.join(' and ')}, every used key translated.`);
