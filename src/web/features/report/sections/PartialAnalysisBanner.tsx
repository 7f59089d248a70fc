import { AlertOctagon } from 'lucide-react';
import type { AnalysisResult } from '@/shared/analysis';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';

const FAILURE_COPY = {
  bot_protection: {
    variant: 'destructive' as const,
    title: 'Analysis blocked by bot protection',
    text: 'AI crawlers are blocked from this site. Ask your host or firewall provider to whitelist the GPTBot, ClaudeBot and PerplexityBot user agents.',
  },
  javascript: {
    variant: 'warning' as const,
    title: 'Content requires JavaScript',
    text: 'The page content only appears after JavaScript runs, which most AI crawlers never do. Use server-side rendering or static generation.',
  },
  timeout: {
    variant: 'orange' as const,
    title: 'The website took too long to respond',
    text: 'The page did not answer in time. Improve the server response time, add caching and serve the site through a CDN.',
  },
  http_error: {
    variant: 'destructive' as const,
    title: 'The page answers with an error',
    text: 'The address returns an HTTP error, so there is nothing for AI search engines and assistants to read or cite. Check the address or publish the page, then analyse again.',
  },
  too_complex: {
    variant: 'orange' as const,
    title: 'The page is too complex to analyse',
    text: 'The page nests its elements too deeply or has too many of them to be read in a reasonable time. Flatten the markup and run the analysis again.',
  },
};

/** A partial, failed or blocked analysis: what went wrong, what caps the score, what was still found. */
export function PartialAnalysisBanner({ result }: { result: AnalysisResult }) {
  if (!(result.isPartialAnalysis || result.isFailureReport || result.status === 'access_blocked')) return null;
  const failure = result.failureType ? FAILURE_COPY[result.failureType] : null;
  const topGate = result.gates?.[0];
  const partial = result.partialAnalysisData;
  return (
    <Alert
      variant={failure?.variant ?? 'destructive'}
      data-testid="partial-banner"
      data-failure={result.failureType ?? 'unknown'}
    >
      <AlertOctagon aria-hidden />
      <AlertTitle>
        {failure?.title ?? 'Partial analysis'}:{' '}
        {result.failureType === 'javascript'
          ? 'AI crawlers that do not run scripts see almost none of this page'
          : 'we could only analyze part of this page'}
      </AlertTitle>
      <AlertDescription>
        <p>{partial?.explanation || failure?.text || 'Some checks could not run.'}</p>
        {topGate ? (
          <p className="mt-1 font-medium">
            The overall score is capped at {topGate.cap}: {topGate.title}.
          </p>
        ) : null}
        {partial ? (
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {partial.detectedProvider ? <li>Protection detected: {partial.detectedProvider}</li> : null}
            {[...partial.robotsTxt.details, ...partial.sitemap.details, ...partial.ssl.details].map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
