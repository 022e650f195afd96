import { readRemoteEntry } from './remote-entry.js';

describe('remote-control entries as the spec gives them (doc 2 §4, §8)', () => {
  it('reads true and false as strings, and nothing else as a switch', () => {
    expect(readRemoteEntry('showQRCode', 'true')).toEqual({ ok: true, effect: { key: 'showQRCode', on: true } });
    expect(readRemoteEntry('fullscreen', 'false')).toEqual({ ok: true, effect: { key: 'fullscreen', on: false } });
    for (const value of ['TRUE', 'True', '1', 'yes', '', ' true']) expect(readRemoteEntry('quizSoundEffect', value)).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('reads next and previous as moves', () => {
    expect(readRemoteEntry('navigateSlide', 'next')).toEqual({ ok: true, effect: { key: 'navigateSlide', direction: 1 } });
    expect(readRemoteEntry('navigateSlide', 'previous')).toEqual({ ok: true, effect: { key: 'navigateSlide', direction: -1 } });
    expect(readRemoteEntry('navigateSlide', 'back')).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('reads audio control and theme update as JSON, and JSON it cannot read as a warning', () => {
    expect(readRemoteEntry('audioControl', '{"action":"play"}')).toEqual({ ok: true, effect: { key: 'audioControl', action: 'play', target: 'slide' } });
    expect(readRemoteEntry('themeUpdate', '{"baseColour":"#000000"}')).toEqual({ ok: true, effect: { key: 'themeUpdate', textColour: null, baseColour: '#000000' } });
    expect(readRemoteEntry('audioControl', '{"action":')).toEqual({ ok: false, kind: 'warning', message: 'audioControl is not valid JSON; nothing was changed.' });
    expect(readRemoteEntry('themeUpdate', '{"textColour":"red"}')).toMatchObject({ ok: false, kind: 'warning' });
    expect(readRemoteEntry('themeUpdate', '{}')).toMatchObject({ ok: false, kind: 'warning' });
  });
});
