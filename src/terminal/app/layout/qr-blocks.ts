/**
 * A QR code as text, two rows of modules a line with Unicode half blocks (▀ ▄ █), so a
 * square module is about as wide as it is tall in a terminal cell. `ink` names which
 * modules get the glyphs' ink: the dark ones on a light terminal; the light ones on a dark
 * terminal (the terminal's background is then the code's dark), as `qrencode -t UTF8`
 * draws it. A quiet zone of `margin` modules goes around it, as scanners need.
 */
export function qrHalfBlocks(
  size: number,
  isDark: (row: number, col: number) => boolean,
  ink: 'dark' | 'light',
  margin = 2,
): string[] {
  const inked = (row: number, col: number): boolean => {
    const inside = row >= 0 && col >= 0 && row < size && col < size;
    const dark = inside && isDark(row, col);
    return ink === 'dark' ? dark : !dark;
  };
  const lines: string[] = [];
  for (let row = -margin; row < size + margin; row += 2) {
    let line = '';
    for (let col = -margin; col < size + margin; col++) {
      const top = inked(row, col);
      const bottom = row + 1 < size + margin && inked(row + 1, col);
      line += top ? (bottom ? '█' : '▀') : bottom ? '▄' : ' ';
    }
    lines.push(line);
  }
  return lines;
}

/** The QR code of `text` (error correction M, the smallest version that holds it). */
export async function qrLines(text: string, ink: 'dark' | 'light'): Promise<string[]> {
  // Loaded when two-factor setup shows a code, not with the terminal.
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qrHalfBlocks(qr.getModuleCount(), (r, c) => qr.isDark(r, c), ink);
}
