import { describe, expect, it } from '@jest/globals';
import { safeRedirect } from '../../routes.js';
import { demoDeckPath, registerThenPath, savePresentationPath } from './demo-paths.js';

describe('demo paths', () => {
  it('opens a demo copy with ?source=demo, presenting for the live demo', () => {
    expect(demoDeckPath('d1', false)).toBe('/presentation/d1?source=demo');
    expect(demoDeckPath('d1', true)).toBe('/presentation/d1?presenting=true&source=demo');
  });

  it('comes back from registration to the save, which registration follows as an in-app redirect', () => {
    const target = savePresentationPath('abc123defg');
    expect(target).toBe('/save-presentation/?shareCode=abc123defg');
    const register = new URL(registerThenPath(target), 'http://localhost');
    expect(register.pathname).toBe('/pages/register');
    expect(safeRedirect(register.searchParams.get('redirect'))).toBe(target);
  });
});
