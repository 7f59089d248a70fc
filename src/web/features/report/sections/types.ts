import type { AnalysisResult } from '@/shared/analysis';

/** What most report sections are drawn from: the result, and whether its detail is locked. */
export interface ReportSectionProps {
  result: AnalysisResult;
  locked: boolean;
}
