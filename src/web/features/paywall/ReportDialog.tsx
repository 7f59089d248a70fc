import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Lock, Mail } from 'lucide-react';
import { formatPrice, REFERENCE_PRICE_MINOR } from '@/shared/currency';
import { emailListError, NAME_MAX, NAME_REQUIRED, plainNameError, singleEmailError } from '@/shared/validation';
import type { AnalysisResult } from '@/shared/analysis';
import { priceFor, type BrandConfig, type PRODUCT_TYPES } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { api } from '@/web/lib/api';
import { KEYS, writeJSON } from '@/web/lib/storage';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { toast } from '@/web/features/toast/toast-store';
import { trackEvent, trackLead } from '@/web/features/analytics/analytics';
import { grantLocalAccess } from './access';
import { checkoutReturnUrls, openCheckout } from './checkout';

interface ReportFormValues {
  email: string;
  name: string;
  company: string;
  marketingOptIn: boolean;
}

type ProductType = (typeof PRODUCT_TYPES)[number];

interface ReportDialogProps {
  locked: boolean;
  /** What unlocking buys: the analysis's own product (multi-page, comparison), priced as the server charges it. */
  productType?: ProductType;
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
}

type SubmitContext = Pick<
  ReportDialogProps,
  'analysisId' | 'websiteUrl' | 'results' | 'customerId' | 'onAccessGranted'
> & { config: BrandConfig; tenant: string | null; productType: ProductType };

/** Locked: the lead, then the customer checkout (its first address pays), or access at once when already paid. */
async function unlockAndPay(
  v: ReportFormValues,
  { analysisId, websiteUrl, results, customerId, onAccessGranted, config, tenant, productType }: SubmitContext,
) {
  trackLead({
    email: v.email,
    name: v.name,
    company: v.company,
    website_url: websiteUrl,
    opt_in: v.marketingOptIn,
    source: 'report_dialog',
  });
  const firstEmail = v.email.split(',')[0].trim();
  const urls = checkoutReturnUrls(firstEmail, tenant ?? config.tenant);
  const res = await api.createCustomerCheckout({
    email: firstEmail,
    ...(config.domain ? { tenantDomain: config.domain } : {}),
    tenant: tenant ?? config.tenant,
    productType,
    analysisId,
    ...urls,
  });
  if (res.alreadyPaid) {
    toast({
      title: 'Access Already Granted',
      description: 'You already have access to the full report. Refreshing...',
    });
    grantLocalAccess();
    onAccessGranted?.();
  } else {
    writeJSON(KEYS.pendingReportData, {
      ...v,
      analysisId,
      websiteUrl,
      analysisResults: results,
      customerId: res.customerId ?? customerId ?? null,
    });
    writeJSON(KEYS.paymentAnalysisContext, {
      analysisId,
      analysisResults: results,
      analyzedUrl: websiteUrl,
      returnPath: window.location.pathname,
    });
    if (!res.checkoutUrl) throw new Error('Failed to create checkout session');
    openCheckout({ checkoutUrl: res.checkoutUrl, email: firstEmail, productType });
  }
}

/** Unlocked: e-mail the report to one address. */
async function emailReport(v: ReportFormValues, { analysisId, websiteUrl, results }: SubmitContext) {
  const res = await api.sendReport({
    ...v,
    email: v.email.trim(),
    name: v.name.trim(),
    analysisId,
    websiteUrl,
    analysisResults: results,
  });
  trackEvent('report_emailed', { email: v.email, website_url: websiteUrl, overall_score: results.overallScore });
  trackLead({ email: v.email, website_url: websiteUrl, overall_score: results.overallScore });
  if (res.emailSent === false) {
    toast({
      title: 'Information captured successfully!',
      description: "Your details have been saved. We'll follow up with the detailed report shortly.",
    });
    writeJSON(KEYS.informationSaved, true);
  } else {
    toast({
      title: 'Report Sent Successfully!',
      description: 'The detailed analysis report has been emailed to you.',
      variant: 'success',
    });
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** E-mail(s), name, company and the marketing opt-in; the locked dialog takes a list of addresses. */
function ReportFields({ form, locked }: { form: UseFormReturn<ReportFormValues>; locked: boolean }) {
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  return (
    <>
      <div className="grid gap-1.5">
        {/* Locked: the spec's field (its first address pays). Unlocked: the report goes to one address (finding 7). */}
        <Label htmlFor="rd-email">{locked ? 'Email address(es)' : 'Email address'}</Label>
        <Input
          id="rd-email"
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={locked ? 'you@company.com, colleague@company.com' : 'you@company.com'}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'rd-email-err' : undefined}
          {...register('email', { validate: (v) => (locked ? emailListError(v) : singleEmailError(v)) ?? true })}
        />
        <FieldError id="rd-email-err" message={errors.email?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rd-name">Full name</Label>
        <Input
          id="rd-name"
          autoComplete="name"
          maxLength={locked ? undefined : NAME_MAX}
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? 'rd-name-err' : undefined}
          {...register('name', {
            validate: (v) => (locked ? (v.trim() ? true : NAME_REQUIRED) : (plainNameError(v) ?? true)),
          })}
        />
        <FieldError id="rd-name-err" message={errors.name?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rd-company">
          Company <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input id="rd-company" autoComplete="organization" {...register('company')} />
      </div>
      <div className="flex items-start gap-2.5">
        <Checkbox
          id="rd-optin"
          checked={watch('marketingOptIn')}
          onCheckedChange={(c) => setValue('marketingOptIn', c === true)}
          className="mt-0.5"
        />
        <Label htmlFor="rd-optin" className="font-normal leading-snug text-slate-700">
          Send me occasional tips on AI search visibility. Unsubscribe at any time.
        </Label>
      </div>
    </>
  );
}

/** Open state owned by the caller when it passes `open`, else by the dialog itself. */
function useControlledOpen(openProp: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [openState, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  return [openProp ?? openState, setOpen] as const;
}

/** The form and its submission: unlock and pay (locked) or e-mail the report; a failure is a toast. */
function useReportSubmit(
  props: Pick<
    ReportDialogProps,
    'locked' | 'analysisId' | 'websiteUrl' | 'results' | 'customerId' | 'onAccessGranted'
  > & {
    productType: ProductType;
  },
  onDone: () => void,
) {
  const { config, tenant } = useBrand();
  const form = useForm<ReportFormValues>({
    defaultValues: { email: '', name: '', company: '', marketingOptIn: false },
    mode: 'onSubmit',
  });
  const { locked, ...context } = props;
  const onSubmit = async (v: ReportFormValues) => {
    try {
      await (locked ? unlockAndPay : emailReport)(v, { ...context, config, tenant });
      onDone();
      form.reset();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: locked ? 'Failed to unlock analysis & send report' : 'Failed to send report',
        description: (err as Error)?.message || 'Please try again later.',
      });
    }
  };
  return { form, busy: form.formState.isSubmitting, onSubmit };
}

export function ReportDialog({
  locked,
  productType = 'single_page',
  analysisId,
  websiteUrl,
  results,
  customerId,
  onAccessGranted,
  open: openProp,
  onOpenChange,
  returnFocusTo,
}: ReportDialogProps) {
  const { config, price } = useBrand();
  // The price of what unlocking buys, in the tenant's currency; without one, the spec's reference price ($24.95).
  const unlockPrice = priceFor(config, productType);
  const priceLabel = unlockPrice ? price(unlockPrice) : formatPrice(REFERENCE_PRICE_MINOR, 'en-US');
  const [open, setOpen] = useControlledOpen(openProp, onOpenChange);
  const { form, busy, onSubmit } = useReportSubmit(
    { locked, productType, analysisId, websiteUrl, results, customerId, onAccessGranted },
    () => setOpen(false),
  );
  const product = config.companyName || '{product}';

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="lg"
          variant={locked ? 'accent' : 'secondary'}
          className="w-full"
          data-testid="report-dialog-button"
        >
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
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <ReportFields form={form} locked={locked} />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? (locked ? 'Processing...' : 'Sending...') : locked ? 'Proceed to Payment' : 'Send Report'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
