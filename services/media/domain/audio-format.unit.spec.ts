import { mp4With, oggFirstPage, silentMp3, silentWav } from '../../../test/support/test-audio.js';
import { audioFormatOf } from './audio-format.js';

describe('audioFormatOf: audio told by its bytes', () => {
  it('knows WAV, MP3 with or without an ID3 tag, Ogg audio and MP4 audio', () => {
    expect(audioFormatOf(silentWav(0.1))).toBe('wav');
    expect(audioFormatOf(silentMp3(3))).toBe('mp3');
    expect(audioFormatOf(silentMp3(3, 'Théme'))).toBe('mp3');
    expect(audioFormatOf(silentMp3(1))).toBe('mp3');
    for (const codec of ['\x01vorbis', 'OpusHead', '\x7fFLAC']) expect(audioFormatOf(oggFirstPage(codec))).toBe('ogg');
    expect(audioFormatOf(mp4With('M4A', ['soun']))).toBe('m4a');
    expect(audioFormatOf(mp4With('isom', ['soun']))).toBe('m4a');
  });

  it('refuses what only looks like audio: text, an ID3 tag over nothing, broken frames, video', () => {
    const tagOnly = silentMp3(0, 'just a tag');
    const brokenSecondFrame = silentMp3(2);
    brokenSecondFrame[417] = 0x00;
    const cases = {
      text: Buffer.from('just some text pretending to be a song'),
      empty: Buffer.alloc(0),
      tagOnly,
      tagThenText: Buffer.concat([tagOnly, Buffer.from('not a frame at all')]),
      brokenSecondFrame,
      reservedBitrate: Buffer.from([0xff, 0xfb, 0xf0, 0xc0, ...Buffer.alloc(600)]),
      layerTwo: Buffer.from([0xff, 0xfd, 0x90, 0xc0, ...Buffer.alloc(600)]),
      oggVideo: oggFirstPage('\x80theora'),
      mp4Video: mp4With('isom', ['vide', 'soun']),
      mp4NoTracks: mp4With('M4A', []),
      riffNotWave: Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'), Buffer.alloc(40)]),
    };
    expect(Object.fromEntries(Object.entries(cases).map(([name, bytes]) => [name, audioFormatOf(bytes)]))).toEqual(
      Object.fromEntries(Object.keys(cases).map((name) => [name, null])),
    );
  });
});
