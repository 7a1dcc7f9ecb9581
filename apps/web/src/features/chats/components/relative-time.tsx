import { Text, type TextProps } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TICK_MS = 30_000;

// One clock for every time on screen, ticking while any of them is mounted.
let now = Date.now();
const clockListeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeToClock(listener: () => void) {
  clockListeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      clockListeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const readClock = () => now;

/** "5 min", "14:05" today, "12 mar." before: short enough for a list, the full date on hover. */
export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  const age = useSyncExternalStore(subscribeToClock, readClock) - date.getTime();
  const locale = i18n.language;
  const label =
    age < MINUTE
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
      : age < 60 * MINUTE
        ? new Intl.RelativeTimeFormat(locale, { style: 'narrow' }).format(-Math.floor(age / MINUTE), 'minute')
        : age < DAY && new Date(date.getTime() + age).getDate() === date.getDate()
          ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
          : date.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return (
    <Text component="time" dateTime={iso} title={date.toLocaleString(locale)} {...props}>
      {label}
    </Text>
  );
}
