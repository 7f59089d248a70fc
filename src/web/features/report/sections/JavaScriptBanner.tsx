import { AlertTriangle } from 'lucide-react';
import type { AnalysisResult } from '@/shared/analysis';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';

/** Most of the page appears only after its scripts run. */
export function JavaScriptBanner({ result }: { result: AnalysisResult }) {
  if (!result.isJavaScriptRendered) return null;
  return (
    <Alert variant="warning" data-testid="js-banner">
      <AlertTriangle aria-hidden />
      <AlertTitle>This page is rendered with JavaScript</AlertTitle>
      <AlertDescription>
        Much of its content appears only after scripts run. Most AI crawlers do not run JavaScript, so they may see much
        less than your visitors.
      </AlertDescription>
    </Alert>
  );
}
