import type { UploadsEvent } from '../../../contracts/media/events.js';
import type { UploadedAudio } from '../../../contracts/media/uploaded-audio.js';
import type { UploadedImage } from '../../../contracts/media/uploaded-images.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';

/** A presenter's uploads in the order they came ("My Images" lists them newest first). */
export interface UploadsState {
  readonly images: readonly UploadedImage[];
  readonly audio: readonly UploadedAudio[];
}

/** The files are stored before this is decided: the event says they exist, so nothing refers to a file not yet there. */
export type UploadsCommand =
  | { readonly type: 'RecordImageUpload'; readonly image: Omit<UploadedImage, 'uploadedAt'> }
  | { readonly type: 'RecordAudioUpload'; readonly audio: Omit<UploadedAudio, 'uploadedAt'> };

export const uploadsDecider: Decider<UploadsState, UploadsCommand, UploadsEvent> = {
  initialState: { images: [], audio: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'ImageUploaded':
        return { ...state, images: [...state.images, event.data.image] };
      case 'AudioUploaded':
        return { ...state, audio: [...state.audio, event.data.audio] };
      default:
        return state;
    }
  },
  decide(command, state, { actor, now }) {
    // Audience members take part; only presenters and guests trying the editor upload.
    if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only presenters upload files.');
    switch (command.type) {
      case 'RecordImageUpload':
        // The same upload recorded again (a retried request) is already there.
        if (state.images.some((image) => image.id === command.image.id)) return [];
        return [{ type: 'ImageUploaded', data: { image: { ...command.image, uploadedAt: now } } }];
      case 'RecordAudioUpload':
        if (state.audio.some((audio) => audio.id === command.audio.id)) return [];
        return [{ type: 'AudioUploaded', data: { audio: { ...command.audio, uploadedAt: now } } }];
    }
  },
};

/** "My Images": newest first. */
export function myImages(state: UploadsState): readonly UploadedImage[] {
  return [...state.images].reverse();
}
