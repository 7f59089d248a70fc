/**
 * Landing from an access link e-mailed to a payer (docs/decisions/008): the server redeemed it and
 * sent this browser to /?report=<id> (a report now open here), /?credit=<productType> (a purchase the
 * next analysis spends) or /?access_link=<problem>. Shows the outcome, then strips the parameters.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/web/lib/router';
import { loadApi } from '@/web/lib/loadApi';
import { toast } from '@/web/features/toast/toast-store';
import { grantLocalAccess } from '@/web/features/paywall/access';
import { saveAnalysis, toStored, type StoredAnalysis } from './storedAnalysis';

/** Texts where the spec is silent (docs/decisions/008). */
const ACCESS_LINK_MESSAGES = {
  openedTitle: 'Report Unlocked!',
  opened: 'The full report is now open in this browser.',
  creditTitle: 'Purchase available',
  credit: 'Your purchase is now available in this browser. Run your analysis to see the full report.',
  failedTitle: 'Unable to open the report',
  used: 'This access link has already been used. The payer can send a new one from the report page.',
  expired: 'This access link has expired. The payer can send a new one from the report page.',
  invalid: 'This access link is not valid. Please use the link from the email exactly as it was sent.',
  unavailable: 'The report this access link was for is no longer available.',
} as const;

type Problem = 'used' | 'expired' | 'invalid' | 'unavailable';
const isProblem = (p: string | null): p is Problem =>
  p === 'used' || p === 'expired' || p === 'invalid' || p === 'unavailable';

export function parseAccessLinkReturn(search: string) {
  const p = new URLSearchParams(search);
  const problem = p.get('access_link');
  return {
    reportId: p.get('report'),
    credit: p.get('credit'),
    problem: problem === null ? null : isProblem(problem) ? problem : 'invalid',
    tenant: p.get('tenant'),
  };
}

export function useAccessLinkReturn(onOpened: (a: StoredAnalysis) => void, onCredit?: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const ret = parseAccessLinkReturn(location.search);
    if (!ret.reportId && !ret.credit && !ret.problem) return;
    done.current = true;
    const strip = () =>
      navigate(
        { pathname: location.pathname, search: ret.tenant ? `?tenant=${encodeURIComponent(ret.tenant)}` : '' },
        { replace: true },
      );
    if (ret.problem) {
      toast({
        variant: 'destructive',
        title: ACCESS_LINK_MESSAGES.failedTitle,
        description: ACCESS_LINK_MESSAGES[ret.problem],
      });
      strip();
      return;
    }
    if (ret.credit) {
      grantLocalAccess();
      onCredit?.();
      toast({ title: ACCESS_LINK_MESSAGES.creditTitle, description: ACCESS_LINK_MESSAGES.credit, variant: 'success' });
      strip();
      return;
    }
    const reportId = ret.reportId!;
    void (async () => {
      try {
        const { api } = await loadApi();
        const stored = toStored(await api.getAnalysis(reportId));
        if (!stored) throw new Error('no report');
        saveAnalysis(stored);
        if (stored.locked === false) grantLocalAccess();
        onOpened(stored);
        toast({
          title: ACCESS_LINK_MESSAGES.openedTitle,
          description: ACCESS_LINK_MESSAGES.opened,
          variant: 'success',
        });
      } catch {
        toast({
          variant: 'destructive',
          title: ACCESS_LINK_MESSAGES.failedTitle,
          description: ACCESS_LINK_MESSAGES.unavailable,
        });
      }
      strip();
    })();
  }, [location.search, location.pathname, navigate, onOpened, onCredit]);
}
