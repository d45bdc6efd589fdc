// What the data router's <ScrollRestoration> did, for declarative routing: a new page starts at its
// top (or at its #hash target), and Back or Forward returns to where you were on that page. Positions
// are kept per history entry in sessionStorage, so they survive a reload of the tab.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'turnready-scroll-positions';
const MAX_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: Back then starts at the top, nothing else breaks.
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The position is followed as it changes: by the time a navigation is known, the next page may
  // already have changed the document's height (and so the scroll position).
  const scrollY = useRef(0);
  useEffect(() => {
    const follow = () => {
      scrollY.current = window.scrollY;
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);

  // Remember this entry's position when leaving it (another page, a reload, closing the tab).
  useEffect(() => {
    const remember = () => savePosition(location.key, scrollY.current);
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const y = readPositions()[location.key];
      if (y !== undefined) {
        window.scrollTo(0, y);
        scrollY.current = y;
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        scrollY.current = window.scrollY;
        return;
      }
    }
    // A new page (or a first load) starts at the top.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    scrollY.current = window.scrollY;
  }, [location.key, location.hash, navigationType]);

  return null;
}
