/** Spec doc 1 §9: folder depth at most 10; presentations per folder at most 500. */
export const MAX_FOLDER_DEPTH = 10;
export const MAX_PRESENTATIONS_PER_FOLDER = 500;
export const FOLDER_NAME_MAX_LENGTH = 255;

/** The spec gives no texts for these limits; these say what happened and what to do. */
export const FOLDER_TOO_DEEP_MESSAGE = `Folders can be nested at most ${MAX_FOLDER_DEPTH} levels deep. Choose a folder higher up.`;
export const FOLDER_FULL_MESSAGE = `A folder can hold at most ${MAX_PRESENTATIONS_PER_FOLDER} presentations. Move some out or choose another folder.`;
export const FOLDER_INTO_ITSELF_MESSAGE = 'A folder cannot be moved into itself or one of its subfolders.';
export const FOLDER_HOLDS_PRESENTATIONS_MESSAGE = 'This team folder still holds presentations. Move them out before deleting it.';
/** Spec doc 1 §9: collaborators at most 100. */
export const MAX_FOLDER_COLLABORATORS = 100;
export const FOLDER_COLLABORATORS_FULL_MESSAGE = `A folder can be shared with at most ${MAX_FOLDER_COLLABORATORS} collaborators.`;
export const FOLDER_COLLABORATOR_NOT_FOUND = 'This person is not a collaborator of this folder.';
export const FOLDER_SHARE_WITH_SELF_MESSAGE = 'You own this folder; share it with someone else.';
export const FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE = 'Nobody with this email address has a LiveSlides account yet.';
export const FOLDER_VIEWER_CANNOT_CREATE_MESSAGE = 'You can view this shared folder; only its editors create folders in it.';
export const FOLDER_NOT_FOUND = 'Folder not found.';

/** One stream per owner (a person, or a team for its workspace) holds all its folders and where each presentation sits. */
export const folderTreeStreamId = (ownerId: string) => `folders-${ownerId}`;
