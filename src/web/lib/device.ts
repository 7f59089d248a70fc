/** Device detection from the user agent (visitor.md sections 7 and 8). */
type DeviceType = 'tablet' | 'mobile-phone' | 'mobile' | 'desktop';

export function deviceTypeFrom(ua: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/iPhone|iPod|Android.*Mobile|Windows Phone/i.test(ua)) return 'mobile-phone';
  if (/Mobi|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  return 'desktop';
}

function mobileOsFrom(ua: string): 'iOS' | 'Android' | null {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  return null;
}

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

function deviceType(): DeviceType {
  return deviceTypeFrom(ua());
}
/** Phones and tablets. */
export function isMobileDevice(): boolean {
  return deviceType() !== 'desktop';
}
/** Phones only (the longer time-outs and no-cache header). */
export function isPhone(): boolean {
  const t = deviceType();
  return t === 'mobile-phone' || t === 'mobile';
}

/** Headers every call from a phone or tablet adds. */
export function mobileHeaders(userAgent: string = ua()): Record<string, string> {
  const type = deviceTypeFrom(userAgent);
  if (type === 'desktop') return {};
  const headers: Record<string, string> = { 'X-Mobile-Client': 'true', 'X-Device-Type': type };
  const os = mobileOsFrom(userAgent);
  if (os) headers['X-Mobile-OS'] = os;
  if (type !== 'tablet') headers['Cache-Control'] = 'no-cache';
  return headers;
}

/** True when the app runs inside a frame (embedded on a tenant's site). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
