import { Link } from '@/web/lib/router';
import { Gift, Sparkles } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { withTenant } from '@/web/features/brand/tenant';

export function FreeTrialCard({ used, onReset }: { used: boolean; onReset?: () => void }) {
  return used ? (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="free-trial-card"
      data-status="used"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <p className="font-semibold text-amber-950">Your free analysis has been used</p>
          <p className="text-sm text-amber-900/80">Upgrade to unlock the full report, every fix and more analyses.</p>
        </div>
      </div>
      <div className="flex gap-2">
        {onReset ? (
          <Button variant="ghost" size="sm" onClick={onReset}>
            Reset (testing)
          </Button>
        ) : null}
        <Button asChild variant="default" size="sm">
          <Link to={withTenant('/upgrade')}>Upgrade Now</Link>
        </Button>
      </div>
    </div>
  ) : (
    <div
      className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4"
      data-testid="free-trial-card"
      data-status="available"
    >
      <Gift className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
      <div>
        <p className="font-semibold text-emerald-950">Free analysis available</p>
        <p className="text-sm text-emerald-900/80">
          Your complimentary single-page analysis shows your scores. No card needed.
        </p>
      </div>
    </div>
  );
}
