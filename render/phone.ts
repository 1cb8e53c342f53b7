// How a phone shows a board image: Discord fits it to about 400 px wide in a message; labels must keep
// LEGIBLE_PX at that width.

/** Width at which Discord shows an image in a message on a phone. */
export const PHONE_WIDTH = 400;
/** Height in pixels, at PHONE_WIDTH, that spot numbers, figure letters and answers' numbers should keep. */
export const LEGIBLE_PX = 14;
