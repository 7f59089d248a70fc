import { useRef, useState } from 'react';
import { Unlock } from 'lucide-react';
import type { AnalysisResult } from '@/shared/analysis';
import { priceFor, type PRODUCT_TYPES } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { ReportDialog } from '@/web/features/paywall/ReportDialog';

/** 'Get Full Access' opens the payment dialog itself (one click); focus returns to the button that opened it. */
export function useUnlockDialog() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByButton = useRef(false);
  return {
    open,
    buttonRef,
    openFromButton: () => {
      openedByButton.current = true;
      setOpen(true);
    },
    onOpenChange: (next: boolean) => {
      if (next) openedByButton.current = false;
      setOpen(next);
    },
    returnFocusTo: () => (openedByButton.current ? buttonRef.current : null),
  };
}
type UnlockDialogState = ReturnType<typeof useUnlockDialog>;

/** The locked report's call to unlock, at its product's price: multi-page, comparison (the server charges that too). */
export function FullAccessPrompt({
  productType,
  dialog,
}: {
  productType: (typeof PRODUCT_TYPES)[number];
  dialog: UnlockDialogState;
}) {
  const { config, price } = useBrand();
  const unlockPrice = priceFor(config, productType);
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-[var(--secondary)] bg-white p-5 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">You are seeing the free overview.</strong> Unlock every finding, fix and
        export.
      </p>
      <Button
        ref={dialog.buttonRef}
        size="lg"
        variant="accent"
        onClick={dialog.openFromButton}
        aria-haspopup="dialog"
        data-testid="get-full-access"
      >
        <Unlock aria-hidden /> Get Full Access{unlockPrice ? ` · ${price(unlockPrice)}` : ''}
      </Button>
    </div>
  );
}

export interface UnlockSectionProps {
  result: AnalysisResult;
  /** What unlocking this report buys (single page, multi-page, comparison). */
  productType: (typeof PRODUCT_TYPES)[number];
  analysisId: string;
  url: string;
  onAccessGranted?: () => void;
}

/** The locked report's payment dialog with its own 'Unlock Full Report' button. */
export function UnlockReportSection({
  result,
  productType,
  analysisId,
  url,
  onAccessGranted,
  dialog,
}: UnlockSectionProps & { dialog: UnlockDialogState }) {
  return (
    <section id="unlock-report" className="print:hidden">
      <ReportDialog
        locked
        productType={productType}
        analysisId={analysisId}
        websiteUrl={url}
        results={result}
        onAccessGranted={onAccessGranted}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        returnFocusTo={dialog.returnFocusTo}
      />
    </section>
  );
}
