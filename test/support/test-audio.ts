/**
 * Tiny real audio files built in code (no binary fixtures in the repository): each is what its format's writers
 * produce, small enough for a request body.
 */

/** Silence as a PCM WAV file (8 kHz, 8-bit, mono). */
export function silentWav(seconds: number): Buffer {
  const samples = Math.round(8_000 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8_000, 24);
  header.writeUInt32LE(8_000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/**
 * Silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono: 417 bytes each, side information all zero, which
 * decodes as silence), after an ID3v2.4 tag naming the track when `title` is given.
 */
export function silentMp3(frames: number, title?: string): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  const body = Buffer.concat(Array.from({ length: frames }, () => frame));
  return title === undefined ? body : Buffer.concat([id3Tag(title), body]);
}

function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  const frameHeader = Buffer.alloc(10);
  frameHeader.write('TIT2', 0);
  frameHeader.writeUInt32BE(synchsafe(text.length), 4);
  const frames = Buffer.concat([frameHeader, text]);
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  header.writeUInt32BE(synchsafe(frames.length), 6);
  return Buffer.concat([header, frames]);
}

function synchsafe(value: number): number {
  return ((value & 0xfe00000) << 3) | ((value & 0x1fc000) << 2) | ((value & 0x3f80) << 1) | (value & 0x7f);
}

/** The first Ogg page of a stream whose first packet starts `codecHeader` (e.g. "\x01vorbis", "OpusHead", "\x80theora"). */
export function oggFirstPage(codecHeader: string): Buffer {
  const packet = Buffer.concat([Buffer.from(codecHeader, 'latin1'), Buffer.alloc(30 - codecHeader.length)]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0);
  header[5] = 0x02;
  header.writeUInt32LE(1, 14);
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

/** An ISO media file (ftyp, then moov with one track per handler) as MP4 writers lay it out, without media data. */
export function mp4With(brand: string, handlers: readonly string[]): Buffer {
  const box = (type: string, ...children: Buffer[]) => {
    const content = Buffer.concat(children);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + content.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, content]);
  };
  const hdlr = (handler: string) => {
    const content = Buffer.alloc(25);
    content.write(handler, 8, 'latin1');
    return box('hdlr', content);
  };
  const ftyp = box('ftyp', Buffer.from(`${brand.padEnd(4)}\0\0\0\0isomiso2mp41`, 'latin1'));
  return Buffer.concat([ftyp, box('moov', ...handlers.map((handler) => box('trak', box('mdia', hdlr(handler)))))]);
}
