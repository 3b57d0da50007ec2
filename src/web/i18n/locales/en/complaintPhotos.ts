/** Photos a customer adds to a complaint about a visit (the complaint dialog and the complaint under My Bookings). */
const complaintPhotos = {
  label: 'Photos (optional)',
  hint: 'Up to {{max}} photos: JPEG, PNG or WebP, 10 MB each.',
  add: 'Add photos',
  remove: 'Remove {{name}}',
  wrongType: 'Photos must be JPEG, PNG or WebP images.',
  tooLarge: 'A photo can be at most 10 MB.',
  tooMany: 'A complaint can have at most {{max}} photos.',
  uploading: 'Sending photos…',
  uploadFailed: 'Your complaint was sent, but a photo could not be added: {{reason}}',
  yours: 'Your photos',
  photoAlt: 'Photo {{n}} of the problem',
};

export default complaintPhotos;
