import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../brand/brand';
import { LanguageSwitcher } from '../language-switcher/language-switcher';

/** Login, sign-up and recovery: one centred card with the brand and the language switcher. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100vh">
      <Center component="main" mih="100vh" p="md">
        <Stack w="100%" maw={440} gap="md">
          <Group justify="space-between">
            <Brand size="lg" />
            <LanguageSwitcher />
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
