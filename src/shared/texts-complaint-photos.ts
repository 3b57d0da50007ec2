/** The server's messages about a complaint's photos (the web shows them through its complaintPhotos texts). */
export const COMPLAINT_PHOTOS_MAX = 5;

export const complaintPhotoTexts = {
  tooMany: `A complaint can have at most ${COMPLAINT_PHOTOS_MAX} photos.`,
  notOpen: 'Photos can be added while the complaint is open.',
} as const;
