import type { UploadedAudio } from '../../../contracts/media/uploaded-audio.js';
import type { UploadedImage } from '../../../contracts/media/uploaded-images.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { myImages, uploadsDecider } from './uploads.decider.js';

const presenter = { kind: 'user' as const, id: 'user-1' };
const image = (id: string): UploadedImage => ({
  id,
  originalFilename: `${id}.png`,
  fileSize: 1234,
  contentType: 'image/png',
  width: 640,
  height: 480,
  hashId: 'a'.repeat(64),
  uploadedAt: SPEC_NOW,
});
const uploaded = (id: string) => ({ type: 'ImageUploaded' as const, data: { image: image(id) } });
const audio = (id: string): UploadedAudio => ({
  id,
  presentationId: 'deck-1',
  originalFilename: `${id}.mp3`,
  fileSize: 4321,
  format: 'mp3',
  hashId: 'b'.repeat(64),
  uploadedAt: SPEC_NOW,
});
const audioUploaded = (id: string) => ({ type: 'AudioUploaded' as const, data: { audio: audio(id) } });
const spec = givenWhenThen(uploadsDecider);

describe('uploads decider', () => {
  it('records an upload at the time it is decided', () => {
    expect(spec.given([]).when({ type: 'RecordImageUpload', image: image('a'.repeat(24)) }, presenter)).toEqual([uploaded('a'.repeat(24))]);
  });

  it('decides nothing for an upload it already recorded', () => {
    expect(spec.given([uploaded('a'.repeat(24))]).when({ type: 'RecordImageUpload', image: image('a'.repeat(24)) }, presenter)).toEqual([]);
  });

  it('lets guests upload and refuses audience members', () => {
    expect(spec.given([]).when({ type: 'RecordImageUpload', image: image('b'.repeat(24)) }, { kind: 'guest', id: 'g' })).toHaveLength(1);
    expect(() => spec.given([]).when({ type: 'RecordImageUpload', image: image('b'.repeat(24)) }, { kind: 'audience', id: 'x' })).toThrow('Only presenters');
  });

  it('lists My Images newest first', () => {
    const state = spec.given([uploaded('a'.repeat(24)), uploaded('b'.repeat(24))]).state();
    expect(myImages(state).map((entry) => entry.id)).toEqual(['b'.repeat(24), 'a'.repeat(24)]);
  });

  it('records an audio upload once, beside the images, and refuses audience members', () => {
    expect(spec.given([uploaded('a'.repeat(24))]).when({ type: 'RecordAudioUpload', audio: audio('c'.repeat(32)) }, presenter)).toEqual([audioUploaded('c'.repeat(32))]);
    expect(spec.given([audioUploaded('c'.repeat(32))]).when({ type: 'RecordAudioUpload', audio: audio('c'.repeat(32)) }, presenter)).toEqual([]);
    expect(() => spec.given([]).when({ type: 'RecordAudioUpload', audio: audio('c'.repeat(32)) }, { kind: 'audience', id: 'x' })).toThrow('Only presenters');
    const state = spec.given([uploaded('a'.repeat(24)), audioUploaded('c'.repeat(32))]).state();
    expect({ images: state.images.length, audio: state.audio.map((entry) => entry.id) }).toEqual({ images: 1, audio: ['c'.repeat(32)] });
  });
});
