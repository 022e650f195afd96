/**
 * One SVG path for the dark modules of a QR code, a rectangle per run of dark modules in a row (far fewer path
 * commands than a square per module), in module units.
 */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column++;
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join('');
}
