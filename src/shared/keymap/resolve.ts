import type { TranslationKey } from '../i18n';
import { parseBinding } from './chord';
import {
  isKeyActionId,
  KEY_ACTIONS,
  KEY_CONTEXT_GROUPS,
  type KeyActionId,
  type KeyContext,
  type KeymapOverrides,
} from './keymap';

/** One action with its effective bindings, each parsed into canonical chords. */
export interface ResolvedKeyAction {
  readonly id: KeyActionId;
  readonly description: TranslationKey;
  readonly contexts: readonly KeyContext[];
  readonly bindings: readonly (readonly string[])[];
}

export interface ResolvedKeymap {
  readonly actions: readonly ResolvedKeyAction[];
  /** Human-readable problems with the overrides (unknown ids, bad keys, clashes). */
  readonly problems: readonly string[];
}

const GROUPS = Object.entries(KEY_CONTEXT_GROUPS).map(
  ([group, members]) => [group, new Set<KeyContext>(members)] as const,
);

/**
 * Per set of contexts (the actions share a few dozen): the groups they are active in, and
 * the slots their bindings claim there. Worked out once each: the terminal resolves its
 * keymap before its first frame, and doing this per action and per binding cost more than
 * the rest of the resolving.
 */
interface Placement {
  groups: string[];
  slots: string[];
}
const placements = new Map<string, Placement>();

function placementOf(contexts: readonly KeyContext[]): Placement {
  const key = contexts.join(' ');
  let found = placements.get(key);
  if (!found) {
    const groups: string[] = [];
    const slots = new Set<string>();
    for (const [group, members] of GROUPS) {
      let member = false;
      for (const context of contexts) {
        if (!members.has(context)) continue;
        member = true;
        // `global` apart: more specific contexts may shadow it on purpose.
        slots.add(`${group}/${context === 'global' ? 'g' : 'l'}`);
      }
      if (member) groups.push(group);
    }
    found = { groups, slots: [...slots] };
    placements.set(key, found);
  }
  return found;
}

/** Where an action's binding competes: per group its contexts are active in. */
function claimSlots(contexts: readonly KeyContext[]): string[] {
  return placementOf(contexts).slots;
}

function groupsOf(contexts: readonly KeyContext[]): string[] {
  return placementOf(contexts).groups;
}

/**
 * Apply user overrides to the default keymap. Nothing throws: a bad entry is skipped and
 * reported in `problems`, so a typo in a config file never locks the user out of the app.
 * When two actions that are active together claim the same keys, the one listed first
 * keeps them.
 */
export function resolveKeymap(
  overrides: Readonly<Record<string, readonly string[]>> = {},
): ResolvedKeymap {
  const problems: string[] = [];
  for (const id of Object.keys(overrides)) {
    if (!isKeyActionId(id)) problems.push(`Unknown key action "${id}"`);
  }
  const known = overrides as KeymapOverrides;
  const claimed = new Map<string, KeyActionId>();
  const actions: ResolvedKeyAction[] = [];
  for (const action of KEY_ACTIONS) {
    const keys = known[action.id] ?? action.keys;
    const slots = claimSlots(action.contexts);
    const bindings: string[][] = [];
    for (const key of keys) {
      const chords = parseBinding(key);
      if (!chords) {
        problems.push(`Key "${key}" for ${action.id} is not a key Petrel knows`);
        continue;
      }
      const binding = chords.join(' ');
      const clash = slots
        .map((slot) => claimed.get(`${slot} ${binding}`))
        .find((other) => other !== undefined && other !== action.id);
      if (clash) {
        problems.push(`Key "${key}" for ${action.id} is already used by ${clash}`);
        continue;
      }
      for (const slot of slots) claimed.set(`${slot} ${binding}`, action.id);
      bindings.push(chords);
    }
    actions.push({
      id: action.id,
      description: action.description,
      contexts: action.contexts,
      bindings,
    });
  }
  problems.push(...prefixClashes(actions), ...shadowedOverrides(actions, known));
  return { actions, problems };
}

/**
 * A screen's own binding silently wins over a global one with the same keys (`cursor.top`
 * on `g g` in a list). The defaults do this on purpose; a user's override that lands on such
 * a key would just never fire somewhere (or hide the other action), so it is reported.
 */
function shadowedOverrides(
  actions: readonly ResolvedKeyAction[],
  overrides: KeymapOverrides,
): string[] {
  const problems: string[] = [];
  for (const action of actions) {
    if (overrides[action.id] === undefined) continue;
    const groups = new Set(groupsOf(action.contexts));
    const isGlobal = action.contexts.includes('global');
    for (const chords of action.bindings) {
      const binding = chords.join(' ');
      const other = actions.find(
        (a) =>
          a.id !== action.id &&
          a.contexts.includes('global') !== isGlobal &&
          groupsOf(a.contexts).some((g) => groups.has(g)) &&
          a.bindings.some((b) => b.join(' ') === binding),
      );
      if (other) {
        const [hidden, winner] = isGlobal ? [action.id, other.id] : [other.id, action.id];
        problems.push(
          `Key "${binding}" for ${action.id} clashes with ${other.id}: where both apply, ${winner} wins and ${hidden} does nothing`,
        );
      }
    }
  }
  return problems;
}

/** `g` alone and `g g` in one screen cannot both work: the longer binding always waits. */
function prefixClashes(actions: readonly ResolvedKeyAction[]): string[] {
  const problems: string[] = [];
  const bound = new Map<string, KeyActionId>();
  for (const action of actions) {
    const groups = groupsOf(action.contexts);
    for (const chords of action.bindings) {
      const binding = chords.join(' ');
      for (const group of groups) bound.set(`${group} ${binding}`, action.id);
    }
  }
  for (const action of actions) {
    const groups = groupsOf(action.contexts);
    for (const chords of action.bindings) {
      for (let i = 1; i < chords.length; i++) {
        for (const group of groups) {
          const shadowed = bound.get(`${group} ${chords.slice(0, i).join(' ')}`);
          if (shadowed) {
            problems.push(
              `Key "${chords.slice(0, i).join(' ')}" for ${shadowed} waits for "${chords.join(' ')}" of ${action.id}`,
            );
          }
        }
      }
    }
  }
  return [...new Set(problems)];
}

/** The actions a help screen lists for a context (each under its first context only). */
export function actionsForHelp(keymap: ResolvedKeymap, context: KeyContext): ResolvedKeyAction[] {
  return keymap.actions.filter((a) => a.contexts[0] === context && a.bindings.length > 0);
}
