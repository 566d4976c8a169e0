import { useEffect, useState } from 'react';

/** Spec section 9: below 992 px the mobile bar replaces the top bar. */
export const MOBILE_BREAKPOINT = 992;

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
