// The wallet page's net worth over time: the range switch (a radio group: arrows move and pick), the change over the
// range, the line with its crosshair read-out ("date · $value"; keys: ../kit/plot), and the loading, empty, error and
// hidden (Hide Amounts) states. Built once; it outlives the header's redraws.
import { HISTORY_RANGES, RANGE_SPECS, type HistoryRange } from '../../api/historyRanges';
import { formatUsd, formatUsdCompact } from '../../format/numbers';
import type { HistoryData } from '../../walletPage/protocol';
import { el, radioGroup } from '../kit/dom';
import { LinePlot } from '../kit/linePlot';
import { seriesSummary } from '../kit/plot';

const RANGE_LABEL: Readonly<Record<HistoryRange, string>> = { '24h': '24H', '7d': '7D', '30d': '30D', '1y': '1Y', all: 'All' };

export class HistorySection {
  readonly element: HTMLElement;
  private data: HistoryData | undefined;
  private readonly change = el('p', 'chart-change');
  private readonly plot = new LinePlot(formatUsd);

  constructor(public range: HistoryRange, private readonly onRange: (range: HistoryRange) => void) {
    const ranges = radioGroup('Range', HISTORY_RANGES.map((r) => [r, RANGE_LABEL[r], RANGE_SPECS[r].label]), range, (r) => { this.range = r; onRange(r); });
    this.element = el('section', 'chart', el('h2', undefined, 'Net worth'), el('div', 'chart-toolbar', ranges.element), this.change, this.plot.host, this.plot.tip, this.plot.status);
    this.element.setAttribute('aria-label', 'Net worth over time');
    this.redraw();
  }

  /** A history message for the range on screen (others are stale answers and ignored). */
  show(data: HistoryData): void {
    if (data.range !== this.range) return;
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
    this.element.dataset.state = data?.status ?? 'loading';
    this.change.replaceChildren();
    const series = this.series();
    if (series && data?.status !== 'hidden') {
      this.plot.draw({ t: series.t, v: series.v, bars: false, direction: data?.change?.direction ?? 'flat', axisValues: (values) => values.map(formatUsdCompact) },
        seriesSummary('Net worth', label, series.v, formatUsd));
      this.element.dataset.points = String(series.t.length);
    } else {
      this.plot.clear();
      this.element.dataset.points = '0';
    }
    const status = this.plot.status;
    if (data?.change) {
      this.change.className = `chart-change ${data.change.direction ?? ''}`;
      this.change.append(el('strong', undefined, data.change.text));
    }
    if (!data || data.status === 'loading') status.textContent = `Loading net worth over ${label}…`;
    else if (data.status === 'hidden') status.textContent = 'Amounts are hidden, so the chart is too (Walletscope: Show Amounts).';
    else if (data.status === 'empty') status.textContent = `The service has no net worth history for ${label}: this wallet has no transactions in it.`;
    else if (data.status === 'error') {
      const retry = el('button', 'link', 'Retry');
      retry.type = 'button';
      retry.addEventListener('click', () => this.onRange(this.range));
      status.append(`${series ? 'Showing earlier points: ' : 'Could not load the net worth: '}${data.message ?? 'unknown error'} `, retry);
    }
  }
}
