/**
 * Copy to the clipboard with OSC 52: the terminal itself sets its clipboard, so this works
 * over SSH and needs no xclip or pbcopy. Most terminals support it (xterm, kitty, iTerm2,
 * WezTerm, foot, Alacritty, Windows Terminal); tmux passes it on with `set-clipboard on`.
 * The text is base64, so nothing in it can end the sequence early.
 */
export function osc52(text: string): string {
  return `\x1b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\x07`;
}

/** Writes the sequence straight to the terminal (it prints nothing, so Ink's frame is intact). */
export function osc52Clipboard(stdout: { write(data: string): unknown }): (text: string) => void {
  return (text) => {
    stdout.write(osc52(text));
  };
}
