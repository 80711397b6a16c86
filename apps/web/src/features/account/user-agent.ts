type DeviceDescription = {
  browser?: string;
  system?: string;
  /** A phone or tablet, for the icon. */
  mobile: boolean;
};

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, candidates: ReadonlyArray<readonly [RegExp, string]>) {
  return candidates.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** The browser and system a session was opened from, as far as its user agent tells. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { mobile: false };
  return {
    browser: firstMatch(userAgent, browsers),
    system: firstMatch(userAgent, systems),
    mobile: /\bMobi|\bAndroid\b|\biPhone\b|\biPad\b/.test(userAgent),
  };
}
