// Compares a locale's messages with English's: what bin/i18n-missing.mjs reports and what
// tests/shared/i18n-locales.test.ts asserts. Plain data in, plain data out.

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g;

/** Dotted key → string, for a nested message tree. */
export function flatten(tree, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The `{{names}}` a message uses. */
export function placeholders(text) {
  return new Set([...String(text).matchAll(PLACEHOLDER)].map((m) => m[1]));
}

/** The plural categories i18next asks for in this language (`zh-CN` → other). */
export function pluralCategories(code) {
  return new Intl.PluralRules(code).resolvedOptions().pluralCategories;
}

/**
 * What a locale lacks, what it has beyond English, and which messages drop or invent a
 * placeholder. Keys are dotted with the namespace first (`common.login.title`); a plural
 * group is named by its base (`web.timeline.more_count`) and needs every category of the
 * locale's language. `count` may be left out of the forms for exactly one thing (`_one`,
 * `_zero`, `_two`): "Ein Beitrag" is a fine singular.
 */
export function compareLocale(en, locale, code) {
  const english = flatten(en);
  const theirs = flatten(locale);
  const categories = pluralCategories(code);
  // English plural groups: base → placeholders of its forms.
  const groups = new Map();
  const singles = new Map();
  for (const [key, text] of english) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) {
      const names = groups.get(plural[1]) ?? new Set();
      for (const n of placeholders(text)) names.add(n);
      groups.set(plural[1], names);
    } else singles.set(key, placeholders(text));
  }
  const missing = [];
  const extra = [];
  const problems = [];
  const check = (key, text, expected, optionalCount) => {
    if (typeof text !== 'string') {
      problems.push(`${key}: not a string`);
      return;
    }
    const found = placeholders(text);
    for (const name of expected) {
      if (found.has(name)) continue;
      if (name === 'count' && optionalCount) continue;
      problems.push(`${key}: drops {{${name}}}`);
    }
    for (const name of found) {
      if (!expected.has(name)) problems.push(`${key}: {{${name}}} is not one of English's`);
    }
  };
  for (const [key, expected] of singles) {
    if (!theirs.has(key)) missing.push(key);
    else check(key, theirs.get(key), expected, false);
  }
  for (const [base, expected] of groups) {
    for (const category of categories) {
      const key = `${base}_${category}`;
      if (!theirs.has(key)) missing.push(key);
      else check(key, theirs.get(key), expected, category !== 'other' && category !== 'many');
    }
  }
  for (const key of theirs.keys()) {
    if (singles.has(key)) continue;
    const plural = PLURAL_SUFFIX.exec(key);
    // `_zero` is asked for by i18next for a count of 0 in any language: allowed where English has plurals.
    if (plural && groups.has(plural[1]) && (categories.includes(plural[2]) || plural[2] === 'zero'))
      continue;
    extra.push(key);
  }
  let total = singles.size;
  for (const _ of groups) total += categories.length;
  return { missing, extra, placeholders: problems, total };
}
