import type { UploadsEvent } from '../../../contracts/media/events.js';
import type { UploadedImage } from '../../../contracts/media/uploaded-images.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';

/** A presenter's uploads in the order they came ("My Images" lists them newest first). */
export interface UploadsState {
  readonly images: readonly UploadedImage[];
}

/** The files are stored before this is decided: the event says they exist, so nothing refers to a file not yet there. */
export type UploadsCommand = { readonly type: 'RecordImageUpload'; readonly image: Omit<UploadedImage, 'uploadedAt'> };

export const uploadsDecider: Decider<UploadsState, UploadsCommand, UploadsEvent> = {
  initialState: { images: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'ImageUploaded':
        return { images: [...state.images, event.data.image] };
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
    }
  },
};

/** "My Images": newest first. */
export function myImages(state: UploadsState): readonly UploadedImage[] {
  return [...state.images].reverse();
}
