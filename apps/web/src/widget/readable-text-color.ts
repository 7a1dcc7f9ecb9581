const DARK = '#1a1b1e';
/** Relative luminance of DARK. */
const DARK_LUMINANCE = 0.0106;

/** Black or white, whichever contrasts more with the channel's colour (WCAG contrast ratio). */
export function readableTextColor(background: string): '#ffffff' | typeof DARK {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#ffffff';
  const [red, green, blue] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const withWhite = 1.05 / (luminance + 0.05);
  const withDark = (luminance + 0.05) / (DARK_LUMINANCE + 0.05);
  return withWhite >= withDark ? '#ffffff' : DARK;
}
