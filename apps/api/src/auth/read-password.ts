import type { Readable } from 'node:stream';

/** The password piped in (`--password-stdin`): all of standard input, less the line end `echo` adds. */
export async function readPasswordFromStdin(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text.replace(/\r?\n$/, '');
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';

/**
 * A password typed at the terminal, shown as nothing at all: raw mode keeps
 * the terminal from echoing it, and the line is read key by key. Ctrl-C ends
 * the command.
 */
export function readPasswordWithoutEcho(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let password = '';
    const finish = () => {
      stdin.off('data', onKeys);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onKeys = (keys: string) => {
      const typed = [...keys];
      for (const [index, key] of typed.entries()) {
        if (key === CTRL_C) {
          finish();
          process.exit(130);
        } else if (ENTER.has(key)) {
          finish();
          // Keys typed ahead belong to the next prompt (the confirmation).
          const rest = typed.slice(index + 1).join('');
          if (rest) stdin.unshift(rest, 'utf8');
          resolve(password);
          return;
        } else if (ERASE.has(key)) password = password.slice(0, -1);
        else password += key;
      }
    };
    stdin.on('data', onKeys);
  });
}
