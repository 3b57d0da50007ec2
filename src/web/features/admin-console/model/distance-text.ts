/** A distance as the office reads it: metres under a kilometre, else kilometres with one decimal. */
export const distanceText = (metres: number) =>
  metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;

/** A map link to a point (opens the phone's or computer's map app). */
export const pointMapLink = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}`;
