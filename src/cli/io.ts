import { stdin as input, stderr, stdout } from 'node:process';

/** Read all of standard input as text (for `-` arguments and `--password-stdin`). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of standard input, without its line ending (passwords, tokens). */
export async function readStdinLine(): Promise<string> {
  const text = await readStdin();
  return text.split(/\r?\n/)[0] ?? '';
}

/** Prompt on the terminal without echo (password). Only called when stdin is a TTY. */
export async function promptHidden(question: string): Promise<string> {
  stderr.write(question);
  input.setRawMode?.(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      stderr.write('\n');
    };
    input.on('data', onData);
  });
}

export function printJson(value: unknown): void {
  stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLine(text = ''): void {
  stdout.write(`${text}\n`);
}
