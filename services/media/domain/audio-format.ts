import type { AudioFormat } from '../../../contracts/media/uploaded-audio.js';

/**
 * What audio an upload holds, told by its bytes (the name and the declared type are ignored), or null when it is
 * not MP3, Ogg (Vorbis, Opus, FLAC), WAV or MP4 audio (M4A). Reads only the headers: never decodes.
 */
export function audioFormatOf(bytes: Uint8Array): AudioFormat | null {
  if (isWav(bytes)) return 'wav';
  if (isOggAudio(bytes)) return 'ogg';
  if (isMp4Audio(bytes)) return 'm4a';
  if (isMp3(bytes)) return 'mp3';
  return null;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** RIFF/WAVE with its "fmt " chunk first, as every WAV writer puts it. */
function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= 44 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE' && ascii(bytes, 12, 4) === 'fmt ';
}

/** An Ogg page whose first packet opens an audio codec (a Theora video stream is not audio). */
function isOggAudio(bytes: Uint8Array): boolean {
  if (bytes.length < 36 || ascii(bytes, 0, 4) !== 'OggS' || bytes[4] !== 0) return false;
  const segments = bytes[26]!;
  const packet = 27 + segments;
  return ['\x01vorbis', 'OpusHead', '\x7fFLAC', 'Speex   '].some((codec) => ascii(bytes, packet, codec.length) === codec);
}

/**
 * An ISO media file ("ftyp" first) with a sound track and no video track: the handler of each track
 * ("hdlr" box) says which it is, whatever the brand claims.
 */
function isMp4Audio(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const handlers = new Set<string>();
  // TypedArray#indexOf is native: a long file is scanned without a byte-by-byte loop in script.
  for (let at = bytes.indexOf(0x68); at >= 0 && at + 16 <= bytes.length; at = bytes.indexOf(0x68, at + 1)) {
    if (ascii(bytes, at, 4) === 'hdlr') handlers.add(ascii(bytes, at + 12, 4));
  }
  return handlers.has('soun') && !handlers.has('vide');
}

/** MPEG audio Layer III: after any ID3v2 tags, a frame header, and the next frame where the first one says it ends. */
function isMp3(bytes: Uint8Array): boolean {
  let at = 0;
  while (at + 10 <= bytes.length && ascii(bytes, at, 3) === 'ID3') {
    const size = ((bytes[at + 6]! & 0x7f) << 21) | ((bytes[at + 7]! & 0x7f) << 14) | ((bytes[at + 8]! & 0x7f) << 7) | (bytes[at + 9]! & 0x7f);
    const footer = bytes[at + 5]! & 0x10 ? 10 : 0;
    at += 10 + size + footer;
  }
  const first = mpegFrameLength(bytes, at);
  if (first === null) return false;
  const next = at + first;
  // A file of one frame has no second to check; a longer one must continue with a frame.
  return next + 4 > bytes.length || mpegFrameLength(bytes, next) !== null;
}

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { mpeg1: [44_100, 48_000, 32_000], mpeg2: [22_050, 24_000, 16_000], mpeg25: [11_025, 12_000, 8_000] };

/** The length of the Layer III frame whose header starts at `at`, or null when no valid header is there. */
export function mpegFrameLength(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (bytes[at + 1]! >> 1) & 0x03; // 1: Layer III
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 0x03;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]! * 1000;
  const sampleRate = (mpeg1 ? SAMPLE_RATES.mpeg1 : version === 2 ? SAMPLE_RATES.mpeg2 : SAMPLE_RATES.mpeg25)[rateIndex]!;
  const padding = (bytes[at + 2]! >> 1) & 0x01;
  return Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding;
}
