/** What a browser's user agent says of it: the browser's and the system's names, if known. */
export interface Device {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/** Browsers, the more specific first (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * Reads the browser and the system from a user agent (a few names, no version): enough to
 * tell one's sessions apart. Null for what it cannot tell.
 */
export function describeUserAgent(ua: string | null | undefined): Device {
  const s = ua ?? '';
  const browser = BROWSERS.find(([re]) => re.test(s))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(s))?.[1] ?? null;
  return { browser, os, mobile: /Mobi|iPhone|Android/.test(s) };
}
