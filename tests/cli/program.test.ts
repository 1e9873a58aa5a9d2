import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram, COMMAND_GROUPS, commandWord } from '../../src/cli/program';

const names = (program: Command) => program.commands.map((command) => command.name()).sort();
const argv = (...args: string[]) => ['node', 'petrel', ...args];

describe('the command table', () => {
  it('names exactly the commands each registration adds, each command once', async () => {
    const seen: string[] = [];
    for (const group of COMMAND_GROUPS) {
      const program = new Command();
      (await group.load())(program, () => ({}), { unknownWord: false });
      expect(names(program)).toEqual([...group.commands].sort());
      seen.push(...group.commands);
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('builds every command for help and typos', async () => {
    const all = COMMAND_GROUPS.flatMap((group) => group.commands).sort();
    for (const line of [argv('--help'), argv('--verbose', '-h'), argv('timelin'), argv('help')]) {
      expect(names(await buildProgram(line)), line.join(' ')).toEqual(all);
    }
  });

  it('builds only the default command’s group when no command is named (the UI opens)', async () => {
    for (const line of [argv(), argv('--verbose'), argv('--account', 'bob', '--lang', 'de')]) {
      expect(names(await buildProgram(line)), line.join(' ')).toEqual([
        'demo',
        'sandbox',
        'tui',
        'web',
      ]);
    }
  });

  it('builds only the named command’s group', async () => {
    expect(names(await buildProgram(argv('timeline', 'home', '--json')))).toEqual(['timeline']);
    expect(names(await buildProgram(argv('--config-dir', 'x', 'post', 'hi')))).toEqual([
      'edit',
      'post',
    ]);
    expect(names(await buildProgram(argv('--verbose', 'whoami')))).toEqual(['logout', 'whoami']);
  });
});

describe('commandWord', () => {
  it('skips options and the value of --config-dir', () => {
    expect(commandWord(['--config-dir', 'post', 'timeline'])).toBe('timeline');
    expect(commandWord(['--config-dir=post', 'show', '1'])).toBe('show');
    expect(commandWord(['--verbose'])).toBeUndefined();
    expect(commandWord(['--', 'post'])).toBe('post');
  });
});
