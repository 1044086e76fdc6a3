// Zod-free, so the cards' Save menu and the profile's tab carry no schema code.

/** How long a name and description may be, and how many collections of how many videos. */
export const COLLECTION_LIMITS = { nameMax: 60, descriptionMax: 500, perOwner: 100, videosPer: 500 } as const;

/** The words of saving and collections (issue 36). */
export const COLLECTION_TEXTS = {
  save: 'Save',
  logInToSave: 'Log in to save',
  saved: 'Saved',
  savedHint: 'Only you can see what you save.',
  newCollection: 'New collection',
  collections: 'Collections',
  publicCollection: 'Public',
  privateCollection: 'Private',
  addedTo: 'Saved to',
  removedFrom: 'Removed from',
  moveUp: 'Move up',
  moveDown: 'Move down',
  deleteCollection: 'Delete collection',
  editDetails: 'Edit details',
  saveChanges: 'Save changes',
  updated: 'Collection updated',
  updateFailed: 'Failed to update the collection',
  nameRequired: 'Give the collection a name',
  nameTaken: 'You already have a collection with that name',
  tooMany: 'You can have at most 100 collections',
  full: 'A collection holds at most 500 videos',
  notFound: 'Collection not found',
  savedIsFixed: 'Saved cannot be renamed, shared or deleted',
  orderMismatch: 'The new order must list every video in the collection once',
} as const;

/** 'Saved to Neon moods' and the like: what a toast says after the Save menu's choice. */
export const savedToText = (name: string, added: boolean) =>
  `${added ? COLLECTION_TEXTS.addedTo : COLLECTION_TEXTS.removedFrom} ${name}`;
