// The wallet page's net worth over time: the range switch (a radio group: arrows move and pick), the change over the
// range, the line with its crosshair read-out ("date · $value"; keys: ../kit/plot), and the loading, empty, error and
// hidden (Hide Amounts) states. Built once; it outlives the header's redraws.
import { HISTORY_RANGES, RANGE_SPECS, type HistoryRange } from '../../api/historyRanges';
import { formatUsd, formatUsdCompact } from '../../format/numbers';
import type { HistoryData } from '../../walletPage/protocol';
import { ChartSection } from '../kit/chartSection';
import { el } from '../kit/dom';
import { LinePlot } from '../kit/linePlot';
import { seriesSummary } from '../kit/plot';

const RANGE_LABEL: Readonly<Record<HistoryRange, string>> = { '24h': '24H', '7d': '7D', '30d': '30D', '1y': '1Y', all: 'All' };

export class HistorySection {
  readonly element: HTMLElement;
  private readonly frame: ChartSection<HistoryRange>;
  private data: HistoryData | undefined;
  private readonly change = el('p', 'chart-change');
  private readonly plot = new LinePlot(formatUsd);

  constructor(range: HistoryRange, onRange: (range: HistoryRange) => void) {
    this.frame = new ChartSection({
      title: 'Net worth', label: 'Net worth over time', switchLabel: 'Range', choices: HISTORY_RANGES.map((r) => [r, RANGE_LABEL[r], RANGE_SPECS[r].label]),
      choice: range, ask: onRange, parts: this.plot, above: [this.change],
    });
    this.element = this.frame.element;
    this.redraw();
  }

  get range(): HistoryRange {
    return this.frame.choice;
  }

  /** A history message for the range on screen (others are stale answers and ignored). */
  show(data: HistoryData): void {
    if (!this.frame.current(data.range)) return;
    this.data = data;
    this.redraw();
  }

  private series() {
    const s = this.data?.series;
    return s && s.t.length > 0 ? s : undefined;
  }

  private redraw(): void {
    const data = this.data;
    const label = RANGE_SPECS[this.range].label;
    this.change.replaceChildren();
    const series = data?.status === 'hidden' ? undefined : this.series();
    if (series) {
      this.plot.draw({ t: series.t, v: series.v, bars: false, direction: data?.change?.direction ?? 'flat', axisValues: (values) => values.map(formatUsdCompact) },
        seriesSummary('Net worth', label, series.v, formatUsd));
    } else this.plot.clear();
    if (data?.change) {
      this.change.className = `chart-change ${data.change.direction ?? ''}`;
      this.change.append(el('strong', undefined, data.change.text));
    }
    this.frame.settle(data, series?.t.length ?? 0, {
      loading: `Loading net worth over ${label}…`, hidden: 'Amounts are hidden, so the chart is too (Walletscope: Show Amounts).',
      empty: `The service has no net worth history for ${label}: this wallet has no transactions in it.`,
      failed: 'Could not load the net worth', earlier: 'Showing earlier points',
    });
  }
}
