/**
 * Payment return (visitor.md section 4): ?success=true|s=1 with session_id|sid and email|e.
 * Verify, restore the stored analysis, check session access, send the report once,
 * then strip the parameters from the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/web/lib/router';
import { isApiError, loadApi } from '@/web/lib/loadApi';
import { plainNameFromEmail } from '@/shared/validation';
import { KEYS, readJSON, writeJSON } from '@/web/lib/storage';
import { toast } from '@/web/features/toast/toast-store';
import { checkAccessStatus, grantLocalAccess, revokeLocalAccess } from '@/web/features/paywall/access';
import { loadLastAnalysis, saveAnalysis, toStored, type StoredAnalysis } from './storedAnalysis';

export function parsePaymentReturn(search: string) {
  const p = new URLSearchParams(search);
  const success = p.get('success') === 'true' || p.get('s') === '1';
  const sessionId = p.get('session_id') ?? p.get('sid');
  const email = p.get('email') ?? p.get('e');
  return { success, sessionId, email, cancelled: p.get('cancelled') === 'true', tenant: p.get('tenant') };
}

/**
 * Verifies the payment and, when it gives access, reloads the stored analysis unredacted. `refusal`: the
 * server's reason when it explains why (e.g. the payment was made in another browser).
 */
async function verifyPayment(
  sessionId: string,
): Promise<{ unlocked: boolean; analysis: StoredAnalysis | null; refusal: string | null }> {
  let analysis: StoredAnalysis | null = null;
  try {
    const { api } = await loadApi();
    analysis = loadLastAnalysis();
    const v = await api.verifyPayment(sessionId, analysis?.id);
    if (!v.verified || !v.accessGranted) return { unlocked: false, analysis, refusal: null };
    const access = analysis?.sessionId
      ? await checkAccessStatus(analysis.sessionId, true, analysis.id)
      : { hasAccess: true, paymentVerified: true };
    if (!access.hasAccess || !access.paymentVerified) return { unlocked: false, analysis, refusal: null };
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
    return { unlocked: true, analysis, refusal: null };
  } catch (e) {
    return {
      unlocked: false,
      analysis,
      refusal: isApiError(e) && e.status === 403 && e.code === 'paid_in_other_browser' ? e.message : null,
    };
  }
}

/** Mails the unlocked report to the payer, once per checkout session. */
async function sendReportOnce(analysis: StoredAnalysis, sessionId: string, email: string) {
  const sentFor = readJSON<string[]>(KEYS.reportSentFor, (x): x is string[] => Array.isArray(x)) ?? [];
  if (sentFor.includes(sessionId)) return;
  try {
    const { api } = await loadApi();
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

/**
 * `onUnlocked` runs after a verified payment even without a stored analysis (paid before analysing:
 * the purchase is a credit the next analysis spends). Returns true while a payment return is being
 * verified, so the page can say so instead of showing the locked report and its upgrade prompts.
 */
export function usePaymentReturn(
  onRestored: (a: StoredAnalysis, unlocked: boolean) => void,
  onUnlocked?: () => void,
): boolean {
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
    const strip = () =>
      navigate(
        { pathname: location.pathname, search: ret.tenant ? `?tenant=${encodeURIComponent(ret.tenant)}` : '' },
        { replace: true },
      );
    if (ret.cancelled) {
      done.current = true;
      toast({
        title: 'Payment cancelled',
        description: 'No charge was made. You can unlock the full report at any time.',
      });
      strip();
      return;
    }
    if (!ret.success || !ret.sessionId || !ret.email) return;
    done.current = true;
    const { sessionId, email } = ret;
    void (async () => {
      const { unlocked, analysis, refusal } = await verifyPayment(sessionId);
      if (!unlocked) {
        revokeLocalAccess();
        toast({
          variant: 'destructive',
          title: 'Unable to verify payment',
          description: refusal ?? 'Please complete payment again to access your analysis.',
        });
        setVerifying(false);
      } else {
        if (analysis) onRestored(analysis, true);
        onUnlocked?.();
        setVerifying(false);
        if (analysis) await sendReportOnce(analysis, sessionId, email);
      }
      strip();
    })();
  }, [location.search, location.pathname, navigate, onRestored, onUnlocked]);
  return verifying;
}
