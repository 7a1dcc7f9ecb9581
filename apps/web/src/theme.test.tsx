import { Avatar, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const NAMES = Array.from(
  { length: 60 },
  (_, index) => `Persona ${index} ${String.fromCharCode(65 + (index % 26))}`,
);

describe('theme', () => {
  it('gives initials avatars only colours whose text keeps 4.5:1 on their light background', () => {
    const { container } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {NAMES.map((name) => (
          <Avatar key={name} name={name} color="initials" />
        ))}
      </MantineProvider>,
    );
    const styles = [...container.querySelectorAll('.mantine-Avatar-root')].map(
      (element) => element.getAttribute('style') ?? '',
    );
    expect(styles).toHaveLength(NAMES.length);
    const colours = new Set(
      styles.flatMap((style) => [...style.matchAll(/--mantine-color-([a-z]+)-/g)].map((m) => m[1])),
    );
    expect(colours.size).toBeGreaterThan(2);
    for (const low of ['green', 'lime', 'yellow', 'orange', 'teal', 'red'])
      expect(colours).not.toContain(low);
  });
});
