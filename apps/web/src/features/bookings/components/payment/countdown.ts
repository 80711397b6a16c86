import { useEffect, useState } from 'react';

/** "12:05" for 12 minutes 5 seconds left; "0:00" once past. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Milliseconds left until `deadline`, redrawn every second until it passes; 0 after. */
export function useCountdown(deadline: string): number {
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, end - now);
}
