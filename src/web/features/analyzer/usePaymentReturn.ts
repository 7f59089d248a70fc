/**
 * Payment return (visitor.md section 4): ?success=true|s=1 with session_id|sid and email|e.
 * Verify, restore the stored analysis, check session access, send the report once,
 * then strip the parameters from the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, ApiError } from '@/web/lib/api';
import { plainNameFromEmail } from '@/shared/validation';
import { KEYS, readJSON, writeJSON } from '@/web/lib/storage';
import { toast } from '@/web/features/toast/toast-store';
import { checkAccessStatus, grantLocalAccess, revokeLocalAccess } from '@/web/features/paywall/access';
import { loadLastAnalysis, saveAnalysis, toStored, type StoredAnalysis } from './useAnalysis';

export function parsePaymentReturn(search: string) {
  const p = new URLSearchParams(search);
  const success = p.get('success') === 'true' || p.get('s') === '1';
  const sessionId = p.get('session_id') ?? p.get('sid');
  const email = p.get('email') ?? p.get('e');
  return { success, sessionId, email, cancelled: p.get('cancelled') === 'true', tenant: p.get('tenant') };
}

/**
 * `onUnlocked` runs after a verified payment even without a stored analysis (paid before analysing:
 * the purchase is a credit the next analysis spends). Returns true while a payment return is being
 * verified, so the page can say so instead of showing the locked report and its upgrade prompts.
 */
export function usePaymentReturn(onRestored: (a: StoredAnalysis, unlocked: boolean) => void, onUnlocked?: () => void): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const [verifying, setVerifying] = useState(() => {
    const ret = parsePaymentReturn(location.search);
    return ret.success && !!ret.sessionId && !!ret.email;
  });
  useEffect(() => {
    if (done.current) return;
    const ret = parsePaymentReturn(location.search);
    const strip = () => navigate({ pathname: location.pathname, search: ret.tenant ? `?tenant=${encodeURIComponent(ret.tenant)}` : '' }, { replace: true });
    if (ret.cancelled) {
      done.current = true;
      toast({ title: 'Payment cancelled', description: 'No charge was made. You can unlock the full report at any time.' });
      strip();
      return;
    }
    if (!ret.success || !ret.sessionId || !ret.email) return;
    done.current = true;
    const { sessionId, email } = ret;
    void (async () => {
      let unlocked = false;
      let analysis: StoredAnalysis | null = null;
      // Set when the server explains why (e.g. the payment was made in another browser): shown instead of the generic text.
      let refusal: string | null = null;
      try {
        analysis = loadLastAnalysis();
        const v = await api.verifyPayment(sessionId, analysis?.id);
        if (v.verified && v.accessGranted) {
          const access = analysis?.sessionId
            ? await checkAccessStatus(analysis.sessionId, true, analysis.id)
            : { hasAccess: true, paymentVerified: true };
          if (access.hasAccess && access.paymentVerified) {
            unlocked = true;
            grantLocalAccess();
            if (analysis) {
              // The server now returns the unredacted report.
              try {
                const fresh = toStored(await api.getAnalysis(analysis.id));
                if (fresh) {
                  analysis = fresh;
                  saveAnalysis(fresh);
                }
              } catch {
                /* keep the stored copy */
              }
            }
          }
        }
      } catch (e) {
        unlocked = false;
        if (e instanceof ApiError && e.status === 403 && e.code === 'paid_in_other_browser') refusal = e.message;
      }
      if (!unlocked) {
        revokeLocalAccess();
        toast({ variant: 'destructive', title: 'Unable to verify payment', description: refusal ?? 'Please complete payment again to access your analysis.' });
        setVerifying(false);
      } else {
        if (analysis) onRestored(analysis, true);
        onUnlocked?.();
        setVerifying(false);
        const sentFor = readJSON<string[]>(KEYS.reportSentFor, (x): x is string[] => Array.isArray(x)) ?? [];
        if (analysis && !sentFor.includes(sessionId)) {
          try {
            await api.sendReport({
              email,
              // The spec's local part, made a plain name (send-report accepts letters, spaces and . , ' - only).
              name: plainNameFromEmail(email),
              company: '',
              websiteUrl: analysis.url,
              analysisId: analysis.id,
              analysisResults: analysis.results,
            });
            writeJSON(KEYS.reportSentFor, [...sentFor, sessionId]);
            toast({ title: 'Report Sent!', description: `Your full report is on its way to ${email}.`, variant: 'success' });
          } catch (e) {
            console.warn('send-report after payment failed', e);
          }
        }
      }
      strip();
    })();
  }, [location.search, location.pathname, navigate, onRestored, onUnlocked]);
  return verifying;
}
