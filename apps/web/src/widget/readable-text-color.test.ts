import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color';

describe('readable text colour on the channel colour', () => {
  it.each([
    ['#1c7ed6', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#ffffff', '#1a1b1e'],
    ['#fab005', '#1a1b1e'],
    ['not a colour', '#ffffff'],
  ])('%s → %s', (background, expected) => {
    expect(readableTextColor(background)).toBe(expected);
  });
});
