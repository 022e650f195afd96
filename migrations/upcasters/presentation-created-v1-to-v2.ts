import { DEFAULT_FONT_FAMILY } from '../../contracts/presentations/constants.js';
import type { Upcaster } from './upcaster.js';

interface PresentationCreatedV1 {
  presentationId: string;
  ownerId: string;
  name: string;
  language: string;
  accessCode: string;
  uniqueAccessCode: string;
  createdAt: string;
}

/**
 * Version 1 of PresentationCreated had no fontFamily: every presentation then used the product's
 * default font, so that is what version 2 states explicitly (spec doc 1 §3: default Plus Jakarta Sans).
 */
export const presentationCreatedV1ToV2: Upcaster = {
  eventType: 'PresentationCreated',
  fromVersion: 1,
  upcast: (data) => ({ ...(data as PresentationCreatedV1), fontFamily: DEFAULT_FONT_FAMILY }),
};
