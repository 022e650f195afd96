import type { TFunction } from 'i18next';
import type { DeckHistoryEntry } from '../../../../../contracts/deck/history.js';
import type { editorEn } from '../editor.en.js';

type ChangeKey = keyof (typeof editorEn)['editor']['versions']['events'];

/** What a change did, in words: its first event (the rest follow from it), and how many more there were. */
const EVENT_KEYS: Readonly<Record<string, ChangeKey>> = {
  PresentationCreated: 'created',
  PresentationRenamed: 'renamed',
  PresentationMovedToTrash: 'trashed',
  PresentationRestored: 'untrashed',
  SlideAdded: 'slideAdded',
  SlideDuplicated: 'slideDuplicated',
  SlideUpdated: 'slideEdited',
  SlideTypeChanged: 'slideTypeChanged',
  SlidesDeleted: 'slidesDeleted',
  SlidesRestored: 'slidesRestored',
  SlidesReordered: 'slidesReordered',
  SlideOptionAdded: 'optionsChanged',
  SlideOptionUpdated: 'optionsChanged',
  SlideOptionDeleted: 'optionsChanged',
  SlideOptionsAdded: 'optionsChanged',
  SlideOptionsDeleted: 'optionsChanged',
  SlideOptionsReordered: 'optionsChanged',
  SlideHintAdded: 'hintsChanged',
  SlideHintUpdated: 'hintsChanged',
  SlideHintDeleted: 'hintsChanged',
  SlideEmbedSet: 'embedChanged',
  SlideEmbedRemoved: 'embedChanged',
  PresentationSettingsChanged: 'settingsChanged',
  PresentationAttributesChanged: 'lookChanged',
  PresentationThemeApplied: 'themeApplied',
  ParticipantInfoChanged: 'participantInfoChanged',
  ActiveSlideSet: 'activeSlideSet',
  PresentationAutoTitled: 'renamed',
  PresentationResultsFlagChanged: 'resultsFlagChanged',
  CollaboratorInvited: 'sharingChanged',
  CollaboratorInvitationClaimed: 'sharingChanged',
  CollaboratorRoleChanged: 'sharingChanged',
  CollaboratorRemoved: 'sharingChanged',
  CollaboratorLeft: 'sharingChanged',
  PresentationAccessRequested: 'sharingChanged',
  PresentationTakenOver: 'takeOverChanged',
  PresentationTakeOverReleased: 'takeOverChanged',
  PresentationCopyLinkShared: 'copyLinkChanged',
  PresentationCopyLinkRevoked: 'copyLinkChanged',
  PresentationCopied: 'copied',
};

export function describeChange(entry: DeckHistoryEntry, t: TFunction): string {
  const [first, ...rest] = entry.events;
  const key: ChangeKey = (first && EVENT_KEYS[first.type]) ?? 'other';
  const what: string = t(`editor.versions.events.${key}`);
  return rest.length ? t('editor.versions.andMore', { what, count: rest.length }) : what;
}
