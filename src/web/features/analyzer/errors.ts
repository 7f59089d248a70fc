/** Analysis error toasts (visitor.md section 8): destructive, 8 seconds. */
import type { ToastInput } from '@/web/features/toast/toast-store';
import { DURATIONS } from '@/web/features/toast/toast-store';

export function analysisErrorToast(err: unknown, mobile: boolean): ToastInput {
  const e = err as Error;
  const message = e?.message || 'An unexpected error occurred. Please try again.';
  const base = { variant: 'destructive' as const, duration: DURATIONS.analysisError };
  if (e?.name === 'AbortError')
    return { ...base, title: 'Analysis Cancelled', description: 'The analysis was stopped by user request.' };

  if (mobile || /mobile/i.test(message)) {
    if (/timeout|timed out|taking longer than expected/i.test(message))
      return {
        ...base,
        title: 'Mobile Analysis Error',
        description:
          'The analysis timed out. On mobile it can take 3-5 minutes; it may have completed in the background, so try again in a moment.',
      };
    if (/network|fetch|connection/i.test(message))
      return {
        ...base,
        title: 'Mobile Analysis Error',
        description: 'Network connection issue. Please try again, or switch between WiFi and cellular data.',
      };
    if (/No content found/i.test(message))
      return {
        ...base,
        title: 'Analysis Error',
        description:
          'No content was found on the page. A cached error may have been returned: wait a moment and try again.',
      };
    if (/memory|resource/i.test(message))
      return {
        ...base,
        title: 'Mobile Analysis Error',
        description: 'Your device ran short of resources. Close other tabs and try again.',
      };
    if (/Analysis .*failed/i.test(message)) return { ...base, title: 'Mobile Analysis Error', description: message };
    return { ...base, title: 'Analysis Error', description: message };
  }
  if (/timeout|taking longer than expected/i.test(message))
    return {
      ...base,
      title: 'Analysis Timeout',
      description: 'The analysis may have completed in the background. Click Analyze Website again.',
    };
  if (/Unable to access the website/i.test(message))
    return {
      ...base,
      title: 'Website Access Error',
      description: 'Unable to access the website. Please check the URL and try again.',
    };
  if (/Network connection issue|Network error/i.test(message))
    return {
      ...base,
      title: 'Network Connection Error',
      description: 'Please check your internet connection and try again.',
    };
  if (/Rate limit exceeded|limit reached|Too many requests/i.test(message))
    return { ...base, title: 'Rate Limit Exceeded', description: message };
  if (/quota exceeded/i.test(message))
    return {
      ...base,
      title: 'Service Unavailable',
      description: 'AI service is temporarily unavailable. Please try again later.',
    };
  return { ...base, title: 'Analysis Failed', description: message };
}
