/**
 * The overall score over time as a small inline SVG (no chart library): one dot per run, placed by its
 * date, on the report's bands (70 OPTIMIZED, 40 IMPROVE). Each dot names its date and score for a pointer
 * or a screen reader; the table of runs beside it (admin) or the figure caption says the same in words.
 */
import { useEffect, useRef, useState } from 'react';
import type { HistoryPoint } from '@/shared/url-history';
import { formatHistoryDate, sameDay } from './format';

const H = 180;
const PAD = { left: 34, right: 12, top: 12, bottom: 26 };

/** The element's width in CSS pixels: the chart is drawn at 1:1, so its labels keep their size on a phone. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** x of each point: by time when the runs span some, else evenly. */
function xPositions(points: HistoryPoint[], W: number): number[] {
  const times = points.map((p) => Date.parse(p.analyzedAt));
  const [min, max] = [Math.min(...times), Math.max(...times)];
  const span = W - PAD.left - PAD.right;
  if (points.length === 1) return [PAD.left + span / 2];
  if (!(max > min)) return points.map((_, i) => PAD.left + (span * i) / (points.length - 1));
  return times.map((t) => PAD.left + (span * (t - min)) / (max - min));
}
const y = (score: number) => PAD.top + ((100 - Math.max(0, Math.min(100, score))) / 100) * (H - PAD.top - PAD.bottom);

export function ScoreChart({ points, selectedIndex }: { points: HistoryPoint[]; selectedIndex?: number }) {
  const [ref, W] = useWidth(640);
  const xs = xPositions(points, W);
  const scored = points.flatMap((p, i) => (p.overallScore === null ? [] : [{ p, x: xs[i], y: y(p.overallScore), i }]));
  const line = scored.map((s) => `${s.x.toFixed(1)},${s.y.toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);
  const time = Boolean(first && last && sameDay(first.analyzedAt, last.analyzedAt));
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        className="block max-w-full"
        role="img"
        aria-label={`Overall score over ${points.length} analyses`}
        data-testid="history-chart"
      >
        {[100, 70, 40, 0].map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className={v === 70 || v === 40 ? 'stroke-slate-300' : 'stroke-slate-200'}
              strokeDasharray={v === 70 || v === 40 ? '4 4' : undefined}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {v}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" strokeWidth="2.5" className="stroke-[var(--primary)]" />
        {scored.map((s) => (
          <circle
            key={s.i}
            cx={s.x}
            cy={s.y}
            r={s.i === selectedIndex ? 6 : 4}
            className={
              s.i === selectedIndex ? 'fill-[var(--primary)] stroke-white' : 'fill-white stroke-[var(--primary)]'
            }
            strokeWidth="2"
            data-testid="history-point"
          >
            <title>{`${formatHistoryDate(s.p.analyzedAt, { time: true })}: ${Math.round(s.p.overallScore ?? 0)}`}</title>
          </circle>
        ))}
        {first ? (
          <text x={PAD.left} y={H - 6} className="fill-slate-500 text-[11px]">
            {formatHistoryDate(first.analyzedAt, { time })}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatHistoryDate(last.analyzedAt, { time })}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
