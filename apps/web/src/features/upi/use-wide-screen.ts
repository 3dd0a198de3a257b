import { useEffect, useState } from 'react';

const WIDE = '(min-width: 768px)';

/** True on a wide screen (a QR code to scan), false on a phone (its UPI apps open directly). */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(WIDE);
    if (!media) return;
    const change = () => setWide(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return wide;
}
