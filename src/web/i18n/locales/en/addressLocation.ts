/** An address's point from the phone ("Use my current location"), in the booking form and the profile. */
const addressLocation = {
  use: 'Use my current location',
  locating: 'Finding your location…',
  hint: 'Only if you are at this address now: the cleaner then finds the exact door.',
  saved: 'Location saved',
  remove: 'Remove location',
  denied:
    'Location permission was refused. Allow it for this site in your browser settings, or leave the location out.',
  unavailable: 'Your location is not available right now. Try again outdoors, or leave it out.',
  unsupported: 'This browser cannot share your location. You can book without it.',
};

export default addressLocation;
