import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Lock, Mail } from 'lucide-react';
import { formatPrice, REFERENCE_PRICE_MINOR } from '@/shared/currency';
import { emailListError, NAME_MAX, NAME_REQUIRED, plainNameError, singleEmailError } from '@/shared/validation';
import type { AnalysisResult } from '@/shared/analysis';
import { priceFor } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { api } from '@/web/lib/api';
import { KEYS, writeJSON } from '@/web/lib/storage';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { toast } from '@/web/features/toast/toast-store';
import { trackEvent, trackLead } from '@/web/features/analytics/analytics';
import { grantLocalAccess } from './access';
import { checkoutReturnUrls, openCheckout } from './checkout';

export interface ReportFormValues {
  email: string;
  name: string;
  company: string;
  marketingOptIn: boolean;
}

export function ReportDialog({
  locked,
  analysisId,
  websiteUrl,
  results,
  customerId,
  onAccessGranted,
  open: openProp,
  onOpenChange,
  returnFocusTo,
}: {
  locked: boolean;
  analysisId: string;
  websiteUrl: string;
  results: AnalysisResult;
  customerId?: string | null;
  onAccessGranted?: () => void;
  /** Controlled opening, for another button that opens this dialog ('Get Full Access'). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes when the dialog closes; the dialog's own button when this gives null. */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { config, tenant, price } = useBrand();
  // The spec's reference price ($24.95) unless the tenant has its own single-page price.
  const single = priceFor(config, 'single_page');
  const priceLabel = single ? price(single) : formatPrice(REFERENCE_PRICE_MINOR, 'en-US');
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const form = useForm<ReportFormValues>({ defaultValues: { email: '', name: '', company: '', marketingOptIn: false }, mode: 'onSubmit' });
  const { register, handleSubmit, formState, reset, setValue, watch } = form;
  const busy = formState.isSubmitting;
  const product = config.companyName || '{product}';

  const onSubmit = async (v: ReportFormValues) => {
    try {
      if (locked) {
        trackLead({ email: v.email, name: v.name, company: v.company, website_url: websiteUrl, opt_in: v.marketingOptIn, source: 'report_dialog' });
        const firstEmail = v.email.split(',')[0].trim();
        const urls = checkoutReturnUrls(firstEmail, tenant ?? config.tenant);
        const res = await api.createCustomerCheckout({
          email: firstEmail,
          ...(config.domain ? { tenantDomain: config.domain } : {}),
          tenant: tenant ?? config.tenant,
          productType: 'single_page',
          analysisId,
          ...urls,
        });
        if (res.alreadyPaid) {
          toast({ title: 'Access Already Granted', description: 'You already have access to the full report. Refreshing...' });
          grantLocalAccess();
          onAccessGranted?.();
        } else {
          writeJSON(KEYS.pendingReportData, { ...v, analysisId, websiteUrl, analysisResults: results, customerId: res.customerId ?? customerId ?? null });
          writeJSON(KEYS.paymentAnalysisContext, { analysisId, analysisResults: results, analyzedUrl: websiteUrl, returnPath: window.location.pathname });
          if (!res.checkoutUrl) throw new Error('Failed to create checkout session');
          openCheckout({ checkoutUrl: res.checkoutUrl, email: firstEmail, productType: 'single_page' });
        }
      } else {
        const res = await api.sendReport({ ...v, email: v.email.trim(), name: v.name.trim(), analysisId, websiteUrl, analysisResults: results });
        trackEvent('report_emailed', { email: v.email, website_url: websiteUrl, overall_score: results.overallScore });
        trackLead({ email: v.email, website_url: websiteUrl, overall_score: results.overallScore });
        if (res.emailSent === false) {
          toast({ title: 'Information captured successfully!', description: "Your details have been saved. We'll follow up with the detailed report shortly." });
          writeJSON(KEYS.informationSaved, true);
        } else {
          toast({ title: 'Report Sent Successfully!', description: 'The detailed analysis report has been emailed to you.', variant: 'success' });
        }
      }
      setOpen(false);
      reset();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: locked ? 'Failed to unlock analysis & send report' : 'Failed to send report',
        description: (err as Error)?.message || 'Please try again later.',
      });
    }
  };

  const optIn = watch('marketingOptIn');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant={locked ? 'accent' : 'secondary'} className="w-full" data-testid="report-dialog-button">
          {locked ? <Lock aria-hidden /> : <Mail aria-hidden />}
          {locked ? `Unlock Full Report (${priceLabel})` : 'Send Me the Report'}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[85vh] max-w-[425px] overflow-y-auto"
        onCloseAutoFocus={(e) => {
          const target = returnFocusTo?.();
          if (!target) return;
          e.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{locked ? 'Unlock Full Report - Payment Required' : 'Send Report via Email'}</DialogTitle>
          <DialogDescription>
            {locked
              ? `Get the complete ${product} report for ${websiteUrl}: every red flag with how to fix it, prioritized fixes and exports.`
              : `We will e-mail the full report for ${websiteUrl} to one address.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            {/* Locked: the spec's field (its first address pays). Unlocked: the report goes to one address (finding 7). */}
            <Label htmlFor="rd-email">{locked ? 'Email address(es)' : 'Email address'}</Label>
            <Input
              id="rd-email"
              type="text"
              inputMode="email"
              autoComplete="email"
              placeholder={locked ? 'you@company.com, colleague@company.com' : 'you@company.com'}
              aria-invalid={!!formState.errors.email}
              aria-describedby={formState.errors.email ? 'rd-email-err' : undefined}
              {...register('email', { validate: (v) => (locked ? emailListError(v) : singleEmailError(v)) ?? true })}
            />
            {formState.errors.email ? (
              <p id="rd-email-err" className="text-sm text-red-600">
                {formState.errors.email.message}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="rd-name">Full name</Label>
            <Input
              id="rd-name"
              autoComplete="name"
              maxLength={locked ? undefined : NAME_MAX}
              aria-invalid={!!formState.errors.name}
              aria-describedby={formState.errors.name ? 'rd-name-err' : undefined}
              {...register('name', { validate: (v) => (locked ? (v.trim() ? true : NAME_REQUIRED) : (plainNameError(v) ?? true)) })}
            />
            {formState.errors.name ? (
              <p id="rd-name-err" className="text-sm text-red-600">
                {formState.errors.name.message}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="rd-company">
              Company <span className="font-normal text-slate-500">(optional)</span>
            </Label>
            <Input id="rd-company" autoComplete="organization" {...register('company')} />
          </div>
          <div className="flex items-start gap-2.5">
            <Checkbox id="rd-optin" checked={optIn} onCheckedChange={(c) => setValue('marketingOptIn', c === true)} className="mt-0.5" />
            <Label htmlFor="rd-optin" className="font-normal leading-snug text-slate-700">
              Send me occasional tips on AI search visibility. Unsubscribe at any time.
            </Label>
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? (locked ? 'Processing...' : 'Sending...') : locked ? 'Proceed to Payment' : 'Send Report'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Checkout from the paywall or purchase card (plain create-checkout). */
export async function startPlainCheckout(opts: {
  email: string;
  productType: 'single_page' | 'multi_page';
  tenant: string | null;
  tenantDomain: string | null;
  sessionId?: string | null;
  analysisId?: string | null;
}) {
  const email = opts.email.trim();
  const { successUrl, cancelUrl } = checkoutReturnUrls(email, opts.tenant);
  try {
    const res = await api.createCheckout({
      productType: opts.productType,
      email,
      successUrl,
      cancelUrl,
      ...(opts.tenantDomain ? { tenantDomain: opts.tenantDomain } : {}),
      ...(opts.tenant ? { tenant: opts.tenant } : {}),
      ...(opts.sessionId ? { sessionId: opts.sessionId } : {}),
      ...(opts.analysisId ? { analysisId: opts.analysisId } : {}),
    });
    openCheckout({ checkoutUrl: res.checkoutUrl, email, productType: opts.productType });
  } catch (err) {
    toast({ variant: 'destructive', title: 'Payment Error', description: (err as Error)?.message || 'Failed to create checkout session' });
  }
}
