import { configure } from 'mobx';
import { afterEach, expect } from 'vitest';

/**
 * MobX strict mode for every test: state changes only inside actions (ARCHITECTURE: named
 * async states, changes in actions after each await). MobX only warns, so the warnings of a
 * test are collected and fail it.
 */
configure({ enforceActions: 'always' });

let strictWarnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const first = String(args[0]);
  if (first.startsWith('[MobX]')) strictWarnings.push(first);
  warn(...args);
};

afterEach(() => {
  const found = strictWarnings;
  strictWarnings = [];
  expect(found, 'observable state changed outside an action').toEqual([]);
});
