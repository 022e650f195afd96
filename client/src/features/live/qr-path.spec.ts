import '../../test-support/jsdom-text-encoding.js';
import { describe, expect, it } from '@jest/globals';
import { create } from 'qrcode';
import { qrPath } from './qr-path.js';

describe('QR code path', () => {
  it('draws one rectangle per run of dark modules in a row', () => {
    const grid = ['#.##', '....', '####', '.#..'];
    expect(qrPath(4, (row, column) => grid[row]![column] === '#')).toBe('M0 0h1v1h-1zM2 0h2v1h-2zM0 2h4v1h-4zM1 3h1v1h-1z');
  });

  it('covers exactly the dark modules of a real code of a join link', () => {
    const { modules } = create('http://localhost:3100/123456', { errorCorrectionLevel: 'M' });
    const dark = (row: number, column: number) => modules.get(row, column) === 1;
    const path = qrPath(modules.size, dark);
    let covered = 0;
    for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) covered += Number(match[3]);
    let expected = 0;
    for (let row = 0; row < modules.size; row++) for (let column = 0; column < modules.size; column++) if (dark(row, column)) expected++;
    expect(covered).toBe(expected);
    expect(modules.size).toBeGreaterThanOrEqual(21);
  });
});
